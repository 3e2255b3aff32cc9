import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function CommittedSlider() {
  const [value, setValue] = useState(40);
  const [saved, setSaved] = useState(40);
  const [changeCount, setChangeCount] = useState(0);
  const [saveCount, setSaveCount] = useState(0);

  return (
    <Box sx={{ width: 320, maxWidth: '100%', px: 1 }}>
      <Typography id="committed-slider-label" gutterBottom>
        Notification volume
      </Typography>
      <Slider
        aria-labelledby="committed-slider-label"
        value={value}
        onChange={(_event, next) => {
          setValue(next as number);
          setChangeCount((count) => count + 1);
        }}
        onChangeCommitted={(_event, next) => {
          setSaved(next as number);
          setSaveCount((count) => count + 1);
        }}
      />
      <Typography variant="body2" color="text.secondary">
        onChange: {changeCount} calls, value {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        onChangeCommitted: {saveCount} saves, last saved {saved}
      </Typography>
    </Box>
  );
}
