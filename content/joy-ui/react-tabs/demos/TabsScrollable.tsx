import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

export default function TabsScrollable() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 420, bgcolor: 'transparent' }}>
      <TabList
        aria-label="Month"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          // A thin scroll bar stays visible: it tells mouse users there is more to the right.
          scrollbarWidth: 'thin',
          [`& .${tabClasses.root}`]: { flex: 'none', scrollSnapAlign: 'start' },
        }}
      >
        {months.map((month) => (
          <Tab key={month}>{month}</Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
