import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function TabsVertical() {
  return (
    <Tabs orientation="vertical" defaultValue={0} sx={{ minHeight: 160, borderRadius: 'sm' }}>
      <TabList aria-label="Account settings">
        <Tab>Profile</Tab>
        <Tab>Password</Tab>
        <Tab>Sessions</Tab>
      </TabList>
      <TabPanel value={0}>Your name and photo, seen by your team.</TabPanel>
      <TabPanel value={1}>Change your password every few months.</TabPanel>
      <TabPanel value={2}>You are signed in on two devices.</TabPanel>
    </Tabs>
  );
}
