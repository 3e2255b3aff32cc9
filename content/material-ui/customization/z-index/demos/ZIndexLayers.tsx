import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// The default values, sorted from the lowest layer to the highest.
const layers = Object.entries(createTheme().zIndex).sort(([, a], [, b]) => a - b);

export default function ZIndexLayers() {
  return (
    <Box
      sx={{
        position: 'relative',
        height: 56 + layers.length * 26,
        width: '100%',
        maxWidth: 520,
      }}
    >
      {layers.map(([name, value], index) => (
        <Box
          key={name}
          sx={{
            position: 'absolute',
            left: index * 24,
            bottom: index * 26,
            width: 220,
            height: 52,
            px: 1.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            boxShadow: 2,
            zIndex: index,
          }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
