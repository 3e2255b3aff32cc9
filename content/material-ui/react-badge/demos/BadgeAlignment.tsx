import { useState } from 'react';
import Badge, { type BadgeOrigin } from '@mui/material/Badge';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import InboxIcon from '@mui/icons-material/Inbox';

const positions: Record<string, BadgeOrigin> = {
  'top-right': { vertical: 'top', horizontal: 'right' },
  'top-left': { vertical: 'top', horizontal: 'left' },
  'bottom-right': { vertical: 'bottom', horizontal: 'right' },
  'bottom-left': { vertical: 'bottom', horizontal: 'left' },
};

export default function BadgeAlignment() {
  const [position, setPosition] = useState('top-right');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} alignItems="center">
      <FormControl>
        <FormLabel id="badge-alignment-label">Badge position</FormLabel>
        <RadioGroup
          aria-labelledby="badge-alignment-label"
          value={position}
          onChange={(event) => setPosition(event.target.value)}
        >
          {Object.keys(positions).map((key) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio size="small" />}
              label={key.replace('-', ' ')}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Badge badgeContent={12} color="primary" anchorOrigin={positions[position]}>
        <InboxIcon fontSize="large" color="action" />
      </Badge>
    </Stack>
  );
}
