import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const sections = [
  'Your account. You are responsible for keeping your password safe and for everything that happens under your account.',
  'Your content. Files you upload stay yours. You give us the right to store, copy and display them only to run the service for you.',
  'Acceptable use. Do not use the service to break the law, to send spam, or to harm other users or our systems.',
  'Payments. Paid plans are billed in advance each month or year. You can cancel at any time; the plan runs until the end of the paid period.',
  'Availability. We aim for the service to be available at all times but cannot promise it. Planned maintenance is announced a week ahead.',
  'Privacy. We process personal data as described in our privacy notice and never sell it.',
  'Changes. We will tell you about important changes to these terms at least 30 days before they take effect.',
  'Ending the agreement. You can delete your account at any time. We may suspend accounts that break these terms.',
];

export default function ScrollingDialog() {
  const [open, setOpen] = useState(false);
  const [scroll, setScroll] = useState<DialogProps['scroll']>('paper');

  const openWith = (value: DialogProps['scroll']) => {
    setScroll(value);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => openWith('paper')}>
        scroll=paper
      </Button>
      <Button variant="outlined" onClick={() => openWith('body')}>
        scroll=body
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} scroll={scroll}>
        <DialogTitle>Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {[...sections, ...sections].map((text, index) => (
            <DialogContentText key={index} paragraph>
              {index + 1}. {text}
            </DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button onClick={() => setOpen(false)}>Accept</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
