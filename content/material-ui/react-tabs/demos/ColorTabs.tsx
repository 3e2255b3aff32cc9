import { useState, type SyntheticEvent } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [value, setValue] = useState('inbox');

  const handleChange = (_event: SyntheticEvent, newValue: string) => {
    setValue(newValue);
  };

  return (
    <Tabs
      value={value}
      onChange={handleChange}
      textColor="secondary"
      indicatorColor="secondary"
      aria-label="Mailboxes"
    >
      <Tab value="inbox" label="Inbox" />
      <Tab value="starred" label="Starred conversations from your team" wrapped />
      <Tab value="spam" label="Spam" disabled />
    </Tabs>
  );
}
