import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function HeightLimits() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <AspectRatio ratio="16/9" minHeight={120} maxHeight={220}>
        <img src="/static/images/demos/card-mountains.svg" alt="Snowy mountain peaks" />
      </AspectRatio>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Resize the window: the frame keeps 16 / 9 but never gets shorter than 120 px or taller
        than 220 px.
      </Typography>
    </Box>
  );
}
