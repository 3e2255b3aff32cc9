import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const steps = ['1. Cart', '2. Address', '3. Payment', '4. Review'];

export default function DirectionGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={1} direction={{ xs: 'column', sm: 'row' }}>
        {steps.map((step) => (
          <Grid key={step} xs>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="body2">{step}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
