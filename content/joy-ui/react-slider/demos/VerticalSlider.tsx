import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const marks = [
  { value: 0, label: 'Mute' },
  { value: 50, label: '50' },
  { value: 100, label: 'Max' },
];

export default function VerticalSlider() {
  return (
    <Box sx={{ display: 'flex', gap: 6, height: 200, px: 2 }}>
      <Slider orientation="vertical" aria-label="Music volume" defaultValue={60} marks={marks} valueLabelDisplay="auto" />
      <Slider orientation="vertical" aria-label="Equalizer band" defaultValue={[25, 75]} getAriaLabel={(index) => (index === 0 ? 'Low cut' : 'High cut')} color="neutral" />
    </Box>
  );
}
