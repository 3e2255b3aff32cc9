import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function SimplePaper() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1 }}>
      <Paper sx={{ p: 2, width: 220 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Today
        </Typography>
        <Typography variant="body2" color="text.secondary">
          4 meetings, 2 hours of focus time and a dentist appointment at 17:30.
        </Typography>
      </Paper>
      <Paper sx={{ p: 2, width: 220 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          This week
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Release 2.4 ships on Wednesday. Retrospective on Friday morning.
        </Typography>
      </Paper>
    </Box>
  );
}
