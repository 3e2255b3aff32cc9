import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

export default function TabsScrollable() {
  return (
    <Tabs defaultValue={5} sx={{ maxWidth: 420, bgcolor: 'transparent' }}>
      <TabList aria-label="Month"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          '&::-webkit-scrollbar': { display: 'none' },
          scrollbarWidth: 'none',
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
