import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Input from '@mui/joy/Input';

export default function TabsPanels() {
  return (
    <Tabs defaultValue={0} variant="outlined" sx={{ maxWidth: 460, borderRadius: 'md', overflow: 'auto' }}>
      <TabList aria-label="Search" variant="soft" tabFlex={1}>
        <Tab variant="soft">Flights</Tab>
        <Tab variant="soft">Hotels</Tab>
      </TabList>
      <TabPanel value={0} keepMounted>
        <Input placeholder="Where to?" slotProps={{ input: { 'aria-label': 'Flight destination' } }} />
      </TabPanel>
      <TabPanel value={1} keepMounted>
        <Input placeholder="City or hotel name" slotProps={{ input: { 'aria-label': 'Hotel search' } }} />
      </TabPanel>
    </Tabs>
  );
}
