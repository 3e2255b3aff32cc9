import Box from '@mui/system/Box';

const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export default function ShadeScale() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', maxWidth: 340 }}>
      {shades.map((shade) => (
        <Box
          key={shade}
          sx={{ bgcolor: `grey.${shade}`, color: shade <= 500 ? 'grey.900' : 'common.white', width: 68, py: 1.5, textAlign: 'center', fontSize: 13 }}
        >
          {shade}
        </Box>
      ))}
    </Box>
  );
}
