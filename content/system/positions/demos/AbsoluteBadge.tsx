import Box from '@mui/system/Box';

export default function AbsoluteBadge() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', color: 'text.primary' }}>
      <Box sx={{ position: 'relative', px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        Messages
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: -10,
            right: -10,
            minWidth: 22,
            px: 0.5,
            borderRadius: 11,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: 12,
            lineHeight: '22px',
            textAlign: 'center',
          }}
        >
          4
        </Box>
      </Box>
      <Box sx={{ position: 'relative', width: 160, height: 90, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box sx={{ position: 'absolute', left: 8, bottom: 8, fontSize: 13 }}>left: 8, bottom: 8</Box>
      </Box>
    </Box>
  );
}
