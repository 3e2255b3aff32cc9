import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const cell = { p: 1.5, bgcolor: 'info.main', color: 'info.contrastText', borderRadius: 1, textAlign: 'center' };

export default function OffsetGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={6} md={4}>
        <Box sx={cell}>1</Box>
      </Grid>
      <Grid xs={6} md={4} mdOffset={4}>
        <Box sx={cell}>mdOffset=4</Box>
      </Grid>
      <Grid xs={4} xsOffset="auto">
        <Box sx={cell}>xsOffset=&quot;auto&quot;</Box>
      </Grid>
    </Grid>
  );
}
