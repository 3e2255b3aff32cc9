import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

function Example({ disableEqualOverflow }: { disableEqualOverflow: boolean }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {disableEqualOverflow ? 'disableEqualOverflow' : 'Default (equal overflow)'}
      </Typography>
      <Box sx={{ border: 2, borderStyle: 'dashed', borderColor: 'error.main', p: 0 }}>
        <Grid
          container
          spacing={4}
          disableEqualOverflow={disableEqualOverflow}
          sx={{ bgcolor: 'rgba(25, 118, 210, 0.12)' }}
        >
          {[1, 2, 3].map((item) => (
            <Grid key={item} xs={4}>
              <Paper sx={{ p: 1.5, textAlign: 'center', typography: 'body2' }}>
                Item {item}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
    </div>
  );
}

export default function EqualOverflowGrid2() {
  return (
    <Stack spacing={5} sx={{ width: '100%', px: 3, py: 2 }}>
      <Example disableEqualOverflow={false} />
      <Example disableEqualOverflow />
    </Stack>
  );
}
