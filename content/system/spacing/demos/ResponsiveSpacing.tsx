import Box from '@mui/system/Box';

export default function ResponsiveSpacing() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 4 }, bgcolor: 'action.hover', borderRadius: 1, color: 'text.primary' }}>
      <Box sx={{ p: 1, bgcolor: 'background.paper' }}>The grey frame is 8px on phones, 16px from 600px and 32px from 900px.</Box>
    </Box>
  );
}
