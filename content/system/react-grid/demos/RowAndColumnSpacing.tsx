import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const cell = { p: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1, textAlign: 'center' };

export default function RowAndColumnSpacing() {
  return (
    <Grid container rowSpacing={3} columnSpacing={1}>
      {[1, 2, 3, 4].map((n) => (
        <Grid key={n} xs={6}>
          <Box sx={cell}>{`Item ${n}`}</Box>
        </Grid>
      ))}
    </Grid>
  );
}
