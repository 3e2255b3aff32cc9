import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PortalClickAway() {
  const [open, setOpen] = useState(false);
  const [disableReactTree, setDisableReactTree] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => setDisableReactTree(event.target.checked)}
          />
        }
        label="disableReactTree"
      />
      <ClickAwayListener
        disableReactTree={disableReactTree}
        onClickAway={() => setOpen(false)}
      >
        <div>
          <Button variant="contained" onClick={() => setOpen(true)}>
            Show tip
          </Button>
          {open ? (
            <Portal container={() => containerRef.current}>
              <Typography variant="body2">
                Tip: click this text. It lives in another part of the DOM, but it is still
                inside the listener in the React tree.
              </Typography>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <Box
        ref={containerRef}
        sx={{
          width: '100%',
          minHeight: 56,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          borderStyle: 'dashed',
        }}
      />
    </Stack>
  );
}
