import { useState, type ReactNode, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children?: ReactNode;
  index: number;
  value: number;
}

function TabPanel({ children, value, index }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`basic-tabpanel-${index}`}
      aria-labelledby={`basic-tab-${index}`}
    >
      {value === index && <Box sx={{ p: 3 }}>{children}</Box>}
    </div>
  );
}

function tabProps(index: number) {
  return {
    id: `basic-tab-${index}`,
    'aria-controls': `basic-tabpanel-${index}`,
  };
}

export default function BasicTabs() {
  const [value, setValue] = useState(0);

  const handleChange = (_event: SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={value} onChange={handleChange} aria-label="Project sections">
          <Tab label="Overview" {...tabProps(0)} />
          <Tab label="Issues" {...tabProps(1)} />
          <Tab label="Settings" {...tabProps(2)} />
        </Tabs>
      </Box>
      <TabPanel value={value} index={0}>
        <Typography>
          Recent activity, open pull requests and the project README.
        </Typography>
      </TabPanel>
      <TabPanel value={value} index={1}>
        <Typography>12 open issues, 3 of them assigned to you.</Typography>
      </TabPanel>
      <TabPanel value={value} index={2}>
        <Typography>Rename the project, manage access, or archive it.</Typography>
      </TabPanel>
    </Box>
  );
}
