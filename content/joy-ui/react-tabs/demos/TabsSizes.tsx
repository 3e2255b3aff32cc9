import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TabsSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Tabs key={size} size={size} defaultValue={0} sx={{ bgcolor: 'transparent' }}>
          <TabList aria-label={`Tabs, size ${size}`}>
            <Tab>Overview</Tab>
            <Tab>Activity</Tab>
            <Tab>Size {size}</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
