import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabsLayout() {
  const [period, setPeriod] = useState(0);
  const [view, setView] = useState(1);

  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 3 }}>
      <Box sx={{ maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Tabs
          value={period}
          onChange={(_event: SyntheticEvent, newValue: number) => setPeriod(newValue)}
          variant="fullWidth"
          aria-label="Report period"
        >
          <Tab label="Day" />
          <Tab label="Week" />
          <Tab label="Month" />
        </Tabs>
      </Box>
      <Tabs
        value={view}
        onChange={(_event: SyntheticEvent, newValue: number) => setView(newValue)}
        centered
        aria-label="Calendar view"
      >
        <Tab label="Agenda" />
        <Tab label="Calendar" />
        <Tab label="Timeline" />
      </Tabs>
    </Box>
  );
}
