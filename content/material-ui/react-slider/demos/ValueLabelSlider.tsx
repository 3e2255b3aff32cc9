import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// 0 to 180 minutes, shown as "1 h 30 min" instead of "90".
function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export default function ValueLabelSlider() {
  return (
    <Box sx={{ width: 320, maxWidth: '100%', px: 2 }}>
      {/* Room above the slider for the label that is always shown. */}
      <Typography id="value-label-slider-label" sx={{ mb: 5 }}>
        Meeting length
      </Typography>
      <Slider
        aria-labelledby="value-label-slider-label"
        defaultValue={90}
        min={15}
        max={180}
        step={15}
        valueLabelDisplay="on"
        valueLabelFormat={formatDuration}
        getAriaValueText={formatDuration}
      />
      <Typography id="value-label-slider-percent" gutterBottom sx={{ mt: 3 }}>
        Opacity (label only while focused or hovered)
      </Typography>
      <Slider
        aria-labelledby="value-label-slider-percent"
        defaultValue={0.8}
        min={0}
        max={1}
        step={0.05}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
        getAriaValueText={(value) => `${Math.round(value * 100)} percent`}
      />
    </Box>
  );
}
