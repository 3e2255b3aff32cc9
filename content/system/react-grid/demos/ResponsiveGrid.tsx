import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const products = ['Desk lamp', 'Notebook', 'Backpack', 'Water bottle', 'Headphones', 'Plant pot'];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }}>
      {products.map((product) => (
        <Grid key={product} xs={12} sm={6} md={4}>
          <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.primary' }}>{product}</Box>
        </Grid>
      ))}
    </Grid>
  );
}
