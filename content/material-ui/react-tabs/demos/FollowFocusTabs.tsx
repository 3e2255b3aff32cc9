import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const forecasts = [
  { day: 'Mon', text: 'Sunny, 24 °C' },
  { day: 'Tue', text: 'Cloudy, 19 °C' },
  { day: 'Wed', text: 'Showers, 16 °C' },
  { day: 'Thu', text: 'Windy, 18 °C' },
];

export default function FollowFocusTabs() {
  const [value, setValue] = useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event: SyntheticEvent, next: number) => setValue(next)}
        selectionFollowsFocus
        aria-label="Forecast day"
      >
        {forecasts.map((forecast, index) => (
          <Tab
            key={forecast.day}
            label={forecast.day}
            id={`follow-focus-tab-${index}`}
            aria-controls={`follow-focus-panel-${index}`}
          />
        ))}
      </Tabs>
      <Typography
        role="tabpanel"
        id={`follow-focus-panel-${value}`}
        aria-labelledby={`follow-focus-tab-${value}`}
        sx={{ p: 2 }}
      >
        {forecasts[value]?.text}
      </Typography>
    </Box>
  );
}
