import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const cell = { p: 1, bgcolor: 'success.dark', color: 'success.contrastText', borderRadius: 1, textAlign: 'center' };

export default function CustomColumns() {
  return (
    <Grid container spacing={1} columns={{ xs: 4, md: 10 }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Grid key={n} xs={2}>
          <Box sx={cell}>xs=2</Box>
        </Grid>
      ))}
    </Grid>
  );
}
