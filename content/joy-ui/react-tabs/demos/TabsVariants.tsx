import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import Stack from '@mui/joy/Stack';

export default function TabsVariants() {
  return (
    <Stack spacing={3}>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Soft tab list" variant="soft" color="primary" sx={{ borderRadius: 'sm', width: 'fit-content' }}>
          <Tab variant="soft" color="primary">
            Day
          </Tab>
          <Tab variant="soft" color="primary">
            Week
          </Tab>
          <Tab variant="soft" color="primary">
            Month
          </Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={1} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Segmented tabs"
          disableUnderline
          sx={{
            p: 0.5,
            gap: 0.5,
            borderRadius: 'xl',
            bgcolor: 'background.level1',
            width: 'fit-content',
            [`& .${tabClasses.root}`]: { borderRadius: 'xl' },
            [`& .${tabClasses.root}[aria-selected="true"]`]: {
              boxShadow: 'sm',
              bgcolor: 'background.surface',
            },
          }}
        >
          <Tab disableIndicator>List</Tab>
          <Tab disableIndicator>Board</Tab>
          <Tab disableIndicator>Timeline</Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Solid selected tab"
          disableUnderline
          sx={{
            gap: 1,
            [`& .${tabClasses.root}`]: { borderRadius: 'sm' },
            [`& .${tabClasses.root}[aria-selected="true"]`]: {
              bgcolor: 'primary.solidBg',
              color: 'primary.solidColor',
            },
          }}
        >
          <Tab disableIndicator>Open</Tab>
          <Tab disableIndicator>Closed</Tab>
          <Tab disableIndicator>All</Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
