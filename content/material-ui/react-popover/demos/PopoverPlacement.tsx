import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Placement {
  label: string;
  anchor: PopoverOrigin;
  transform: PopoverOrigin;
}

const placements: Placement[] = [
  {
    label: 'Below',
    anchor: { vertical: 'bottom', horizontal: 'center' },
    transform: { vertical: 'top', horizontal: 'center' },
  },
  {
    label: 'Above',
    anchor: { vertical: 'top', horizontal: 'center' },
    transform: { vertical: 'bottom', horizontal: 'center' },
  },
  {
    label: 'To the right',
    anchor: { vertical: 'center', horizontal: 'right' },
    transform: { vertical: 'center', horizontal: 'left' },
  },
  {
    label: 'Below, right edges aligned',
    anchor: { vertical: 'bottom', horizontal: 'right' },
    transform: { vertical: 'top', horizontal: 'right' },
  },
];

export default function PopoverPlacement() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [current, setCurrent] = useState<Placement | null>(null);

  const openAt = (placement: Placement) => (event: MouseEvent<HTMLButtonElement>) => {
    setCurrent(placement);
    setAnchorEl(event.currentTarget);
  };

  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ py: 6 }}>
      {placements.map((placement) => (
        <Button key={placement.label} variant="outlined" onClick={openAt(placement)}>
          {placement.label}
        </Button>
      ))}
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={current?.anchor}
        transformOrigin={current?.transform}
      >
        <Typography component="div" variant="body2" sx={{ p: 2 }}>
          <div>
            anchorOrigin: {current?.anchor.vertical} {current?.anchor.horizontal}
          </div>
          <div>
            transformOrigin: {current?.transform.vertical} {current?.transform.horizontal}
          </div>
        </Typography>
      </Popover>
    </Stack>
  );
}
