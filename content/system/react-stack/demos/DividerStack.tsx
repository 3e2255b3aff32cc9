import Stack from '@mui/system/Stack';
import Box from '@mui/system/Box';

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={<Box component="span" aria-hidden sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider' }} />}
      sx={{ color: 'text.primary' }}
    >
      <Box>
        <Box sx={{ fontWeight: 'bold' }}>128</Box>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>Posts</Box>
      </Box>
      <Box>
        <Box sx={{ fontWeight: 'bold' }}>4.2k</Box>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>Followers</Box>
      </Box>
      <Box>
        <Box sx={{ fontWeight: 'bold' }}>310</Box>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>Following</Box>
      </Box>
    </Stack>
  );
}
