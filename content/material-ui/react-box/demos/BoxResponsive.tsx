import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 3 },
        p: { xs: 1.5, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: { xs: '100%', sm: 96 },
          height: 96,
          borderRadius: 1,
          background: 'linear-gradient(135deg, #90caf9, #1565c0)',
        }}
      />
      <div>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 'fontWeightMedium' }}>
          Weekend in the mountains
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Resize the window: below 600px the picture sits above the text, and from 900px
          the padding grows.
        </Typography>
      </div>
    </Box>
  );
}
