import Box from '@mui/system/Box';

export default function SizeAndFamily() {
  return (
    <Box sx={{ color: 'text.primary' }}>
      <Box sx={{ fontSize: 'fontSize' }}>fontSize: &apos;fontSize&apos; (theme.typography.fontSize, 14px)</Box>
      <Box sx={{ fontSize: 20 }}>fontSize: 20</Box>
      <Box sx={{ fontSize: 'h5.fontSize' }}>fontSize: &apos;h5.fontSize&apos;</Box>
      <Box sx={{ fontSize: '1.125rem', fontFamily: 'monospace' }}>fontFamily: &apos;monospace&apos;</Box>
      <Box sx={{ fontFamily: 'fontFamily', fontStyle: 'italic' }}>fontFamily: &apos;fontFamily&apos;, fontStyle: &apos;italic&apos;</Box>
    </Box>
  );
}
