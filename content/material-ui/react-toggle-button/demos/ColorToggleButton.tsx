import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function ColorToggleButton() {
  const [billing, setBilling] = useState('yearly');

  return (
    <ToggleButtonGroup
      color="secondary"
      value={billing}
      exclusive
      onChange={(_event, next: string | null) => {
        if (next !== null) setBilling(next);
      }}
      aria-label="Billing cycle"
    >
      <ToggleButton value="monthly">Monthly</ToggleButton>
      <ToggleButton value="yearly">Yearly</ToggleButton>
      <ToggleButton value="lifetime">Lifetime</ToggleButton>
    </ToggleButtonGroup>
  );
}
