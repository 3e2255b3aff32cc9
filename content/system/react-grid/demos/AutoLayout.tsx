import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const cell = { p: 1.5, bgcolor: 'action.selected', color: 'text.primary', borderRadius: 1, textAlign: 'center' };

export default function AutoLayout() {
  return (
    <Grid container spacing={2}>
      <Grid xs>
        <Box sx={cell}>xs (grows)</Box>
      </Grid>
      <Grid xs="auto">
        <Box sx={cell}>xs=&quot;auto&quot; (fits its content)</Box>
      </Grid>
      <Grid xs={3}>
        <Box sx={cell}>xs=3</Box>
      </Grid>
    </Grid>
  );
}
