import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Button from '@mui/joy/Button';

export default function TabsControlled() {
  const [tab, setTab] = React.useState<string | number>('details');
  return (
    <Tabs
     
      value={tab}
      onChange={(_event, value) => setTab(value ?? 'details')}
      sx={{ maxWidth: 460 }}
    >
      <TabList aria-label="Checkout">
        <Tab value="details">Details</Tab>
        <Tab value="shipping">Shipping</Tab>
        <Tab value="payment">Payment</Tab>
      </TabList>
      <TabPanel value="details">
        <Button size="sm" onClick={() => setTab('shipping')}>
          Continue to shipping
        </Button>
      </TabPanel>
      <TabPanel value="shipping">
        <Button size="sm" onClick={() => setTab('payment')}>
          Continue to payment
        </Button>
      </TabPanel>
      <TabPanel value="payment">Review your order and pay.</TabPanel>
    </Tabs>
  );
}
