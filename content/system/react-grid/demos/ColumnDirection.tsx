import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const cell = { p: 1, bgcolor: 'warning.light', color: 'common.black', borderRadius: 1 };

export default function ColumnDirection() {
  return (
    <Grid container direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {['First', 'Second', 'Third'].map((label) => (
        <Grid key={label} xs="auto">
          <Box sx={cell}>{label}</Box>
        </Grid>
      ))}
    </Grid>
  );
}
