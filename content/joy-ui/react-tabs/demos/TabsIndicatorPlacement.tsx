import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Stack from '@mui/joy/Stack';

export default function TabsIndicatorPlacement() {
  return (
    <Stack spacing={3}>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Indicator on top" underlinePlacement="top">
          <Tab indicatorPlacement="top">Inbox</Tab>
          <Tab indicatorPlacement="top">Starred</Tab>
          <Tab indicatorPlacement="top">Spam</Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={1} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Inset indicator">
          <Tab indicatorInset>Inbox</Tab>
          <Tab indicatorInset>Starred</Tab>
          <Tab indicatorInset>Spam</Tab>
        </TabList>
      </Tabs>
      <Tabs orientation="vertical" defaultValue={2} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Indicator on the left" underlinePlacement="left" sx={{ width: 'fit-content' }}>
          <Tab indicatorPlacement="left">Inbox</Tab>
          <Tab indicatorPlacement="left">Starred</Tab>
          <Tab indicatorPlacement="left">Spam</Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
