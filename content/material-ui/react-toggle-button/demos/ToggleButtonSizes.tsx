import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizes() {
  const [period, setPeriod] = useState('week');

  return (
    <Stack spacing={2} alignItems="center">
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={period}
          exclusive
          onChange={(_event, next: string | null) => {
            if (next !== null) setPeriod(next);
          }}
          aria-label={`Reporting period (${size})`}
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
