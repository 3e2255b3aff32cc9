import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function LabTabs() {
  const [value, setValue] = useState('description');

  const handleChange = (_event: SyntheticEvent, newValue: string) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList onChange={handleChange} aria-label="Product details">
            <Tab label="Description" value="description" />
            <Tab label="Specifications" value="specifications" />
            <Tab label="Reviews (24)" value="reviews" />
          </TabList>
        </Box>
        <TabPanel value="description">
          <Typography>
            A lightweight rain jacket that packs into its own pocket, with taped seams and
            an adjustable hood.
          </Typography>
        </TabPanel>
        <TabPanel value="specifications">
          <Typography>
            Weight 240 g · Waterproof rating 20,000 mm · Recycled nylon shell
          </Typography>
        </TabPanel>
        <TabPanel value="reviews">
          <Typography>
            Rated 4.6 out of 5. Most reviewers mention the fit and the hood.
          </Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
