import Box from '@mui/system/Box';

const layers = [
  { key: 'mobileStepper', color: 'primary.light' },
  { key: 'appBar', color: 'info.light' },
  { key: 'drawer', color: 'secondary.light' },
  { key: 'modal', color: 'error.light' },
  { key: 'snackbar', color: 'warning.light' },
  { key: 'tooltip', color: 'success.light' },
] as const;

export default function ZIndexLayers() {
  return (
    // isolation keeps these layers inside the demo instead of above the page's own app bar.
    <Box sx={{ position: 'relative', isolation: 'isolate', height: 200, maxWidth: 340 }}>
      {/* Placed in reverse order: without zIndex the first would end up at the bottom. */}
      {[...layers].reverse().map((layer, index) => {
        const level = layers.length - 1 - index;
        return (
          <Box
            key={layer.key}
            sx={{
              position: 'absolute',
              zIndex: layer.key,
              top: level * 26,
              left: level * 34,
              width: 150,
              height: 56,
              p: 1,
              borderRadius: 1,
              bgcolor: layer.color,
              color: 'common.black',
              fontSize: 13,
              boxShadow: 2,
            }}
          >
            {layer.key}
          </Box>
        );
      })}
    </Box>
  );
}
