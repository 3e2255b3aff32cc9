import * as React from 'react';
import Badge, { type BadgeOrigin } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const topRight: BadgeOrigin = { vertical: 'top', horizontal: 'right' };

const origins: Array<{ label: string; origin: BadgeOrigin }> = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top right', origin: topRight },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function BadgePosition() {
  const [selected, setSelected] = React.useState('Top right');
  const origin = origins.find((item) => item.label === selected)?.origin ?? topRight;
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge anchorOrigin={origin} badgeContent={3}>
        <Sheet variant="soft" sx={{ width: 56, height: 56, borderRadius: 'sm' }} />
      </Badge>
      <RadioGroup
        aria-label="Badge position"
        value={selected}
        onChange={(event) => setSelected(event.target.value)}
        sx={{ gap: 1 }}
      >
        {origins.map(({ label }) => (
          <Radio key={label} value={label} label={label} size="sm" />
        ))}
      </RadioGroup>
    </Box>
  );
}
