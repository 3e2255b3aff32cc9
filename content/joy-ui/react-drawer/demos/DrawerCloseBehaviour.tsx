import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

type CloseReason = 'backdropClick' | 'escapeKeyDown' | 'closeClick';

export default function DrawerCloseBehaviour() {
  const [open, setOpen] = React.useState(false);
  const [ignored, setIgnored] = React.useState<CloseReason | null>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => {
          setIgnored(null);
          setOpen(true);
        }}
      >
        Start upload
      </Button>
      <Drawer
        anchor="bottom"
        size="sm"
        open={open}
        onClose={(_event, reason) => {
          if (reason === 'backdropClick') {
            setIgnored(reason);
            return;
          }
          setOpen(false);
        }}
      >
        <DialogTitle>Uploading 12 photos</DialogTitle>
        <DialogContent sx={{ px: 1.5 }}>
          <Typography level="body-sm">
            A click outside does not close this drawer; Escape and the button do.
            {ignored ? ` (Ignored: ${ignored}.)` : ''}
          </Typography>
        </DialogContent>
        <Button sx={{ m: 1.5, alignSelf: 'flex-start' }} onClick={() => setOpen(false)}>
          Run in background
        </Button>
      </Drawer>
    </Stack>
  );
}
