import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function ToggleButtonCustomization() {
  const [range, setRange] = React.useState<string | null>('7d');

  return (
    <ToggleButtonGroup
      variant="plain"
      buttonFlex={1}
      value={range}
      onChange={(event, newRange) => setRange(newRange)}
      aria-label="Date range"
      sx={(theme) => ({
        '--ButtonGroup-radius': '999px',
        width: '100%',
        maxWidth: 340,
        p: 0.5,
        bgcolor: 'background.level1',
        borderRadius: '999px',
        '& [aria-pressed="true"]': {
          ...theme.variants.outlined.neutral,
          bgcolor: 'background.surface',
          boxShadow: 'sm',
          borderRadius: '999px',
        },
      })}
    >
      <Button value="24h">24 h</Button>
      <Button value="7d">7 days</Button>
      <Button value="30d">30 days</Button>
    </ToggleButtonGroup>
  );
}
