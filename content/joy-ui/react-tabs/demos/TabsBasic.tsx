import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function TabsBasic() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 460, borderRadius: 'sm' }}>
      <TabList aria-label="Recipe">
        <Tab>Ingredients</Tab>
        <Tab>Method</Tab>
        <Tab>Notes</Tab>
      </TabList>
      <TabPanel value={0}>400 g spaghetti, 2 lemons, 60 g parmesan, olive oil, black pepper.</TabPanel>
      <TabPanel value={1}>Cook the pasta, then toss it with lemon juice, zest, cheese and a splash of the water.</TabPanel>
      <TabPanel value={2}>Keeps for a day in the fridge; add a little water when reheating.</TabPanel>
    </Tabs>
  );
}
