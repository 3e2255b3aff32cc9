import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { useSnackbar } from '@mui/base/useSnackbar';
import styles from './css.module.css';

function Toast({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  const { getRootProps, onClickAway } = useSnackbar({ open, onClose, autoHideDuration: 5000 });
  if (!open) return null;
  return (
    <ClickAwayListener onClickAway={onClickAway}>
      <div className={styles.snackbar} {...getRootProps()}>{children}</div>
    </ClickAwayListener>
  );
}

export default function SnackbarHook() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button className={styles.button} onClick={() => setOpen(true)}>Join the waiting list</Button>
      <Toast open={open} onClose={() => setOpen(false)}>
        <p className={styles.message} role="status">You are on the list. We will email you.</p>
      </Toast>
    </>
  );
}
