import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function TabsFlexDisabled() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 460, bgcolor: 'transparent' }}>
      <TabList aria-label="Report period" tabFlex="auto">
        <Tab>This week</Tab>
        <Tab>This month</Tab>
        <Tab disabled sx={{ '&.Mui-disabled': { color: 'text.tertiary' } }}>This year (not enough data)</Tab>
      </TabList>
    </Tabs>
  );
}
