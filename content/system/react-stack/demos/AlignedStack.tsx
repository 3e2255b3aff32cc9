import Stack from '@mui/system/Stack';
import Box from '@mui/system/Box';

export default function AlignedStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      justifyContent="space-between"
      alignItems="center"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.primary' }}
    >
      <Box sx={{ fontWeight: 'bold' }}>Storage</Box>
      <Box sx={{ fontSize: 14, color: 'text.secondary' }}>18.4 GB of 50 GB</Box>
    </Stack>
  );
}
