import Box from '@mui/system/Box';

// Short names are looked up as fontWeightLight, fontWeightRegular… in theme.typography.
const weights = ['light', 'regular', 'medium', 'bold', 600, 'fontWeightBold'] as const;

export default function FontWeights() {
  return (
    <Box sx={{ color: 'text.primary', fontSize: 18 }}>
      {weights.map((weight) => (
        <Box key={weight} sx={{ fontWeight: weight }}>
          {`fontWeight: ${typeof weight === 'number' ? weight : `'${weight}'`}`}
        </Box>
      ))}
    </Box>
  );
}
