import { useState, type SyntheticEvent } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const periods = ['Day', 'Week', 'Month', 'Year'];

export default function IndicatorTabs() {
  const [short, setShort] = useState(1);
  const [pill, setPill] = useState(2);

  return (
    <Stack spacing={3}>
      <Tabs
        value={short}
        onChange={(_event: SyntheticEvent, next: number) => setShort(next)}
        aria-label="Report period, short indicator"
        TabIndicatorProps={{ children: <span /> }}
        sx={{
          // The indicator is transparent; its child draws a narrower, rounded bar.
          '& .MuiTabs-indicator': {
            display: 'flex',
            justifyContent: 'center',
            bgcolor: 'transparent',
            height: 4,
          },
          '& .MuiTabs-indicator > span': {
            width: 32,
            borderRadius: 2,
            bgcolor: 'primary.main',
          },
        }}
      >
        {periods.map((period) => (
          <Tab key={period} label={period} />
        ))}
      </Tabs>
      <Tabs
        value={pill}
        onChange={(_event: SyntheticEvent, next: number) => setPill(next)}
        aria-label="Report period, pill indicator"
        TabIndicatorProps={{ sx: { height: '100%', borderRadius: 5, zIndex: 0 } }}
        sx={{
          alignSelf: 'flex-start',
          bgcolor: 'action.hover',
          borderRadius: 5,
          minHeight: 40,
          '& .MuiTab-root': { zIndex: 1, minHeight: 40, borderRadius: 5 },
          '& .MuiTab-root.Mui-selected': { color: 'primary.contrastText' },
        }}
      >
        {periods.map((period) => (
          <Tab key={period} label={period} disableRipple />
        ))}
      </Tabs>
    </Stack>
  );
}
