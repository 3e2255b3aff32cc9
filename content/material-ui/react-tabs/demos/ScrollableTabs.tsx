import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const categories = [
  'All',
  'Electronics',
  'Books',
  'Home & kitchen',
  'Garden',
  'Toys',
  'Sports & outdoors',
  'Beauty',
  'Music',
  'Pet supplies',
];

export default function ScrollableTabs() {
  const [value, setValue] = useState(0);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event: SyntheticEvent, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Product categories"
      >
        {categories.map((category) => (
          <Tab key={category} label={category} />
        ))}
      </Tabs>
    </Box>
  );
}
