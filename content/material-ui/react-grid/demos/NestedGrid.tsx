import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '342' },
  { label: 'Conversion', value: '2.7%' },
  { label: 'Churn', value: '0.8%' },
];

export default function NestedGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid item xs={12} md={5}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography component="p" variant="subtitle2">
              Weekly summary
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Traffic grew 12% over last week, mostly from search.
            </Typography>
          </Paper>
        </Grid>
        <Grid item xs={12} md={7} container spacing={2}>
          {stats.map((stat) => (
            <Grid item key={stat.label} xs={6}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {stat.label}
                </Typography>
                <Typography component="p" variant="h6">
                  {stat.value}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Box>
  );
}
