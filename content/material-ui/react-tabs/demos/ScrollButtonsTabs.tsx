import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

export default function ScrollButtonsTabs() {
  const [value, setValue] = useState(4);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 520 }, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event: SyntheticEvent, next: number) => setValue(next)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Month"
        slots={{
          StartScrollButtonIcon: ChevronLeftIcon,
          EndScrollButtonIcon: ChevronRightIcon,
        }}
        sx={{
          [`& .${tabsClasses.scrollButtons}.Mui-disabled`]: { opacity: 0.3 },
        }}
      >
        {months.map((month) => (
          <Tab key={month} label={month} />
        ))}
      </Tabs>
    </Box>
  );
}
