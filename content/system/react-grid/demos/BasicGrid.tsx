import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const cell = { p: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, textAlign: 'center' };

export default function BasicGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={8}>
        <Box sx={cell}>xs=8</Box>
      </Grid>
      <Grid xs={4}>
        <Box sx={cell}>xs=4</Box>
      </Grid>
      <Grid xs={4}>
        <Box sx={cell}>xs=4</Box>
      </Grid>
      <Grid xs={8}>
        <Box sx={cell}>xs=8</Box>
      </Grid>
    </Grid>
  );
}
