import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderTrack() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 300, maxWidth: '100%' }}>
      <Typography level="body-sm">Inverted: fills what is above the value</Typography>
      <Slider track="inverted" defaultValue={30} aria-label="Storage left" />
      <Typography level="body-sm">No track: only the thumb shows the value</Typography>
      <Slider track={false} defaultValue={[20, 50, 80]} getAriaLabel={(index) => `Stop ${index + 1}`} marks />
    </Box>
  );
}
