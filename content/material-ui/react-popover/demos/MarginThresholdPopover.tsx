import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const thresholds = [
  { value: '16', label: '16 (default)' },
  { value: '48', label: '48' },
  { value: 'off', label: 'null (off)' },
];

export default function MarginThresholdPopover() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [threshold, setThreshold] = useState('16');
  const marginThreshold = threshold === 'off' ? null : Number(threshold);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={threshold}
        onChange={(event, value: string | null) => {
          if (value !== null) {
            setThreshold(value);
          }
        }}
        aria-label="marginThreshold"
      >
        {thresholds.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchorEl(event.currentTarget)}
      >
        Open to the left
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        // The popover ends where the button starts, so it runs past the left edge of the window.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={marginThreshold}
      >
        <Typography variant="body2" sx={{ p: 2, width: 640, maxWidth: '90vw' }}>
          This popover should end at the left edge of the button. With a threshold, it is moved back
          inside the window, that many pixels from its edge; without one, it is cut off.
        </Typography>
      </Popover>
    </Stack>
  );
}
