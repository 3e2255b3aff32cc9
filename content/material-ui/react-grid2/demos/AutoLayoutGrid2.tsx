import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

export default function AutoLayoutGrid2() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Equal shares: xs on every item
        </Typography>
        <Grid container spacing={1}>
          {['Visits', 'Sign-ups', 'Orders'].map((label) => (
            <Grid key={label} xs>
              <Paper variant="outlined" sx={{ p: 1, textAlign: 'center' }}>
                {label}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Content width (xs=&quot;auto&quot;) beside a growing item (xs)
        </Typography>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Grid container spacing={2} alignItems="center" wrap="nowrap">
            <Grid xs="auto">
              <Avatar sx={{ bgcolor: 'secondary.main' }}>JL</Avatar>
            </Grid>
            <Grid xs>
              <Typography noWrap>Jonas Lind commented on your pull request</Typography>
            </Grid>
            <Grid xs="auto">
              <Button size="small">Reply</Button>
            </Grid>
          </Grid>
        </Paper>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          A fixed size (xs=6) with two items sharing the rest
        </Typography>
        <Grid container spacing={1}>
          <Grid xs={6}>
            <Paper variant="outlined" sx={{ p: 1, textAlign: 'center' }}>
              xs=6
            </Paper>
          </Grid>
          <Grid xs>
            <Paper variant="outlined" sx={{ p: 1, textAlign: 'center' }}>
              xs
            </Paper>
          </Grid>
          <Grid xs>
            <Paper variant="outlined" sx={{ p: 1, textAlign: 'center' }}>
              xs
            </Paper>
          </Grid>
        </Grid>
      </Box>
    </Stack>
  );
}
