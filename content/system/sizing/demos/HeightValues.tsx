import Box from '@mui/system/Box';

const heights: Array<number | string> = [0.25, 0.5, 0.75, 1, 60];

export default function HeightValues() {
  return (
    <Box sx={{ height: 160, display: 'flex', alignItems: 'flex-start', gap: 1, p: 1, border: 1, borderColor: 'divider', color: 'text.primary' }}>
      {heights.map((height) => (
        <Box key={String(height)} sx={{ height, width: 56, bgcolor: 'action.selected', borderRadius: 1, fontSize: 13, textAlign: 'center', pt: 0.5 }}>
          {height}
        </Box>
      ))}
    </Box>
  );
}
