import Box from '@mui/system/Box';

export default function InsetCentered() {
  return (
    <Box sx={{ position: 'relative', height: 140, maxWidth: 340, bgcolor: 'action.hover', borderRadius: 1, color: 'text.primary' }}>
      <Box sx={{ position: 'absolute', top: 0, right: 0, bottom: 0, left: 0, m: 'auto', width: 180, height: 48, display: 'grid', placeItems: 'center', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        Centred with insets
      </Box>
    </Box>
  );
}
