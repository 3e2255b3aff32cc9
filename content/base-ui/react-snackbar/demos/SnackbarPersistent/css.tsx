import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import styles from './css.module.css';

export default function SnackbarPersistent() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event | null, reason: SnackbarCloseReason) => {
    // Without autoHideDuration there is no timer; Escape still closes, a click elsewhere does not.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div className={styles.layout}>
      <Button className={styles.button} onClick={() => setOpen(true)}>Go offline</Button>
      <Snackbar className={styles.snackbar} open={open} onClose={handleClose}>
        <p className={styles.message} role="status">You are offline. Changes will sync when the connection is back.</p>
        <Button className={styles.action} onClick={() => setOpen(false)}>Dismiss</Button>
      </Snackbar>
    </div>
  );
}
