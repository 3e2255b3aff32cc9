import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const balanceMarks = [
  { value: -50, label: 'Left' },
  { value: 0, label: 'Centre' },
  { value: 50, label: 'Right' },
];

function balanceText(value: number) {
  if (value === 0) {
    return 'Centred';
  }
  return `${Math.abs(value)} to the ${value < 0 ? 'left' : 'right'}`;
}

export default function TrackSlider() {
  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Typography id="track-slider-alert-label" gutterBottom>
        Alert when disk usage is above
      </Typography>
      <Slider
        aria-labelledby="track-slider-alert-label"
        track="inverted"
        defaultValue={80}
        getAriaValueText={(value) => `${value}%`}
        valueLabelFormat={(value) => `${value}%`}
        valueLabelDisplay="auto"
      />
      <Typography id="track-slider-balance-label" gutterBottom sx={{ mt: 2 }}>
        Speaker balance
      </Typography>
      <Slider
        aria-labelledby="track-slider-balance-label"
        track={false}
        defaultValue={0}
        min={-50}
        max={50}
        marks={balanceMarks}
        getAriaValueText={balanceText}
      />
    </Box>
  );
}
