import { useState } from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = useState(false);

  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <Tooltip title="Shown on hover only" disableFocusListener describeChild>
        <Button variant="outlined">Hover</Button>
      </Tooltip>
      <Tooltip
        title="Shown on keyboard focus only"
        disableHoverListener
        describeChild
      >
        <Button variant="outlined">Focus</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            title="Shown on click, hidden on a click elsewhere"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            describeChild
          >
            <Button variant="outlined" onClick={() => setOpen((value) => !value)}>
              Click
            </Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
