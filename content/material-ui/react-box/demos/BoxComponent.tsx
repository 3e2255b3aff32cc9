import Box from '@mui/material/Box';

const ingredients = [
  '2 cups flour',
  '1 tsp baking soda',
  '3 ripe bananas',
  '1/2 cup sugar',
];

export default function BoxComponent() {
  return (
    <Box component="section" aria-label="Ingredients" sx={{ typography: 'body1' }}>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {ingredients.map((item) => (
          <Box component="li" key={item} sx={{ '&::marker': { color: 'primary.main' } }}>
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
