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

export default function ColumnsGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2} columns={10}>
        <Grid item xs={3}>
          <Item>3 of 10</Item>
        </Grid>
        <Grid item xs={4}>
          <Item>4 of 10</Item>
        </Grid>
        <Grid item xs={3}>
          <Item>3 of 10</Item>
        </Grid>
      </Grid>
    </Box>
  );
}
