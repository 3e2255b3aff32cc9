import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function ChildPosition() {
  const [position, setPosition] = React.useState(20);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 480 }}>
      <Divider sx={{ '--Divider-childPosition': `${position}%` }}>
        <Typography level="title-sm">Order summary</Typography>
      </Divider>
      <Slider
        aria-label="Label position"
        value={position}
        onChange={(_event, value) => setPosition(value as number)}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
        marks={[
          { value: 0, label: '0%' },
          { value: 50, label: '50%' },
          { value: 100, label: '100%' },
        ]}
      />
    </Box>
  );
}
