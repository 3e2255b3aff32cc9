import Box from '@mui/system/Box';

const base = { p: 1, borderRadius: 1, color: 'primary.contrastText', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

export default function GrowAndShrink() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...base, bgcolor: 'primary.main', flexGrow: 1 }}>flexGrow: 1</Box>
        <Box sx={{ ...base, bgcolor: 'primary.dark' }}>auto</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...base, bgcolor: 'secondary.main', flex: 2 }}>flex: 2</Box>
        <Box sx={{ ...base, bgcolor: 'secondary.dark', flex: 1 }}>flex: 1</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...base, bgcolor: 'success.dark', flexBasis: 120, flexShrink: 0 }}>basis 120, no shrink</Box>
        <Box sx={{ ...base, bgcolor: 'success.main', flexGrow: 1, minWidth: 0 }}>grows and can shrink to nothing</Box>
      </Box>
    </Box>
  );
}
