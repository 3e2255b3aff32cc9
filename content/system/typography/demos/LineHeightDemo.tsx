import Box from '@mui/system/Box';

const text = 'Line height sets the distance between lines. Long paragraphs read more easily with generous spacing.';

export default function LineHeightDemo() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, color: 'text.primary' }}>
      {[1, 1.5, 2].map((lineHeight) => (
        <Box key={lineHeight} sx={{ lineHeight, border: 1, borderColor: 'divider', p: 1 }}>
          <Box component="strong">{`lineHeight: ${lineHeight}`}</Box> {text}
        </Box>
      ))}
    </Box>
  );
}
