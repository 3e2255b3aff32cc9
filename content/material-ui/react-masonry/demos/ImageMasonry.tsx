import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';

const palettes = [
  { name: 'Dune', alt: 'Orange to brown', colors: ['#f59e62', '#c77d3e'], height: 150 },
  {
    name: 'Fjord',
    alt: 'Sky blue to pine green',
    colors: ['#7fb8e6', '#3d5a45'],
    height: 100,
  },
  {
    name: 'Night',
    alt: 'Navy to purple to gold',
    colors: ['#1e2a4a', '#5a4e8c', '#f7d774'],
    height: 180,
  },
  {
    name: 'Moss',
    alt: 'Mint to dark green',
    colors: ['#bfe0d0', '#1f4d35'],
    height: 120,
  },
  {
    name: 'Tide',
    alt: 'Pale blue to sand',
    colors: ['#aee0f0', '#3b8fb5', '#e9d8a6'],
    height: 90,
  },
  {
    name: 'Ember',
    alt: 'Cream to brick red',
    colors: ['#fbe3b0', '#a4462f'],
    height: 160,
  },
];

export default function ImageMasonry() {
  return (
    <Box sx={{ width: '100%', maxWidth: 540, minHeight: 420 }}>
      <Masonry columns={3} spacing={1.5}>
        {palettes.map((palette) => (
          <Box key={palette.name} component="figure">
            <Box
              role="img"
              aria-label={`Gradient, ${palette.alt.toLowerCase()}`}
              sx={{
                height: palette.height,
                borderRadius: 1,
                background: `linear-gradient(160deg, ${palette.colors.join(', ')})`,
              }}
            />
            <Typography component="figcaption" variant="caption" color="text.secondary">
              {palette.name}
            </Typography>
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
