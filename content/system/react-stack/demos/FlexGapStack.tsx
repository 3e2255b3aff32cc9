import Stack from '@mui/system/Stack';
import Box from '@mui/system/Box';

const labels = ['design', 'frontend', 'accessibility', 'performance', 'testing', 'documentation', 'i18n'];

export default function FlexGapStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ maxWidth: 340 }}>
      {labels.map((label) => (
        <Box key={label} sx={{ px: 1.5, py: 0.5, border: 1, borderColor: 'primary.main', borderRadius: 4, color: 'text.primary', fontSize: 14 }}>
          {label}
        </Box>
      ))}
    </Stack>
  );
}
