import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function EnforcedSelection() {
  const [billing, setBilling] = React.useState('monthly');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      {/* soft: with the outlined default, a pressed primary label is 3.9:1 on its fill, short of 4.5:1. */}
      <ToggleButtonGroup
        variant="soft"
        color="primary"
        value={billing}
        onChange={(event, newBilling) => {
          if (newBilling !== null) setBilling(newBilling);
        }}
        aria-label="Billing period"
      >
        <Button value="monthly">Monthly</Button>
        <Button value="yearly">Yearly</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {billing === 'monthly' ? '$12 per month' : '$120 per year'}
      </Typography>
    </Box>
  );
}
