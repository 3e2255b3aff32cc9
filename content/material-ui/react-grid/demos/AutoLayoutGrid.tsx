import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

export default function AutoLayoutGrid() {
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', gap: 3 }}>
      <Grid container spacing={2}>
        <Grid item xs>
          <Item>xs</Item>
        </Grid>
        <Grid item xs={6}>
          <Item>xs=6</Item>
        </Grid>
        <Grid item xs>
          <Item>xs</Item>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid item xs="auto">
          <Item>xs=&quot;auto&quot;, as wide as its content</Item>
        </Grid>
        <Grid item xs>
          <Item>xs, fills the rest</Item>
        </Grid>
      </Grid>
    </Box>
  );
}
