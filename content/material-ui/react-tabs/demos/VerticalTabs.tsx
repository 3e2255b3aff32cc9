import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'Account', text: 'Change your name, email address and profile photo.' },
  { label: 'Security', text: 'Update your password and set up two-step verification.' },
  {
    label: 'Notifications',
    text: 'Choose which events send you an email or a push message.',
  },
  { label: 'Billing', text: 'See invoices and change the card used for payments.' },
  { label: 'Connected apps', text: 'Review and revoke access for third-party apps.' },
];

export default function VerticalTabs() {
  const [value, setValue] = useState(0);

  return (
    <Box
      sx={{ display: 'flex', width: '100%', minHeight: 220, bgcolor: 'background.paper' }}
    >
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event: SyntheticEvent, newValue: number) => setValue(newValue)}
        aria-label="Settings sections"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`vertical-tab-${index}`}
            aria-controls={`vertical-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`vertical-tabpanel-${index}`}
          aria-labelledby={`vertical-tab-${index}`}
          sx={{ p: 3 }}
        >
          {value === index && <Typography>{section.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
