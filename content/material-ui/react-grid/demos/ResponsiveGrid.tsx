import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Desk lamp', price: '$49' },
  { name: 'Oak shelf', price: '$129' },
  { name: 'Wool throw', price: '$75' },
  { name: 'Ceramic vase', price: '$38' },
  { name: 'Wall clock', price: '$59' },
  { name: 'Floor cushion', price: '$44' },
];

export default function ResponsiveGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={{ xs: 1, md: 2 }}>
        {products.map((product) => (
          <Grid item key={product.name} xs={12} sm={6} md={4}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="p" variant="subtitle2">
                {product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {product.price}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
