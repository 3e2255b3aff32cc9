import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function ColumnsGrid2() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          columns=&#123;5&#125;: one column per weekday
        </Typography>
        <Grid container columns={5} spacing={1}>
          {weekdays.map((day) => (
            <Grid key={day} xs={1}>
              <Paper variant="outlined" sx={{ py: 1, textAlign: 'center' }}>
                {day}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          columns=&#123;16&#125;: sizes 10, 6 and 4 + 4 + 8
        </Typography>
        <Grid container columns={16} spacing={1}>
          {[10, 6, 4, 4, 8].map((size, index) => (
            <Grid key={index} xs={size}>
              <Paper variant="outlined" sx={{ py: 1, textAlign: 'center' }}>
                xs={size}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Stack>
  );
}
