import Box from '@mui/system/Box';

const steps = [0, 0.5, 1, 2, 3, 4];

export default function SpacingScale() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', color: 'text.primary' }}>
      {steps.map((step) => (
        <Box key={step} sx={{ p: step, bgcolor: 'primary.light', borderRadius: 1 }}>
          <Box sx={{ bgcolor: 'background.paper', px: 1, fontSize: 13, whiteSpace: 'nowrap' }}>{`p: ${step}`}</Box>
        </Box>
      ))}
    </Box>
  );
}
