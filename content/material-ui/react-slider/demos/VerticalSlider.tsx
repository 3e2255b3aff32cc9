import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = [
  { label: 'Bass', value: 60 },
  { label: 'Mid', value: 45 },
  { label: 'Treble', value: 70 },
];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 180 }} justifyContent="center">
      {bands.map((band) => (
        <Slider
          key={band.label}
          orientation="vertical"
          aria-label={band.label}
          defaultValue={band.value}
          valueLabelDisplay="auto"
        />
      ))}
    </Stack>
  );
}
