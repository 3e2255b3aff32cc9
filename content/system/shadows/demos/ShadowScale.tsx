import Box from '@mui/system/Box';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function ShadowScale() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 3, p: 1 }}>
      {levels.map((level) => (
        <Box
          key={level}
          sx={{ boxShadow: level, height: 72, borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', display: 'grid', placeItems: 'center' }}
        >
          {`boxShadow: ${level}`}
        </Box>
      ))}
    </Box>
  );
}
