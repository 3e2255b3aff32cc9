import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Grid from '@mui/material/Unstable_Grid2';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

export default function OffsetGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid xs={6} md={4} mdOffset={2}>
          <Item>xs=6 md=4 mdOffset=2</Item>
        </Grid>
        <Grid xs={6} md={4}>
          <Item>xs=6 md=4</Item>
        </Grid>
        <Grid xs={4} xsOffset={4}>
          <Item>xs=4 xsOffset=4</Item>
        </Grid>
        <Grid xs={3} xsOffset="auto">
          <Item>xsOffset=&quot;auto&quot;</Item>
        </Grid>
      </Grid>
    </Box>
  );
}
