import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function TabsCssVariables() {
  return (
    <Tabs
     
      defaultValue={0}
      sx={{
        bgcolor: 'transparent',
        '--Tabs-spacing': '1.5rem',
        '--Tab-indicatorThickness': '4px',
        '--Tab-indicatorSize': '24px',
        '--Tab-indicatorRadius': '4px 4px 0 0',
      }}
    >
      <TabList aria-label="Library" color="primary">
        <Tab color="primary">Books</Tab>
        <Tab color="primary">Films</Tab>
        <Tab color="primary">Music</Tab>
      </TabList>
    </Tabs>
  );
}
