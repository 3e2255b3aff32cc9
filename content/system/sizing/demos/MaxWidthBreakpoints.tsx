import Box from '@mui/system/Box';

export default function MaxWidthBreakpoints() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, color: 'text.primary' }}>
      <Box sx={{ maxWidth: 'sm', p: 1, border: 1, borderColor: 'primary.main', borderRadius: 1 }}>
        maxWidth: &apos;sm&apos; (600px, the sm breakpoint)
      </Box>
      <Box sx={{ maxWidth: 300, p: 1, border: 1, borderColor: 'secondary.main', borderRadius: 1 }}>
        maxWidth: 300
      </Box>
      <Box sx={{ maxWidth: 0.5, p: 1, border: 1, borderColor: 'success.main', borderRadius: 1 }}>
        maxWidth: 0.5
      </Box>
    </Box>
  );
}
