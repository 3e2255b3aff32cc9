import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import styles from './css.module.css';

export default function SnackbarAutoHide() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState<SnackbarCloseReason | null>(null);

  return (
    <div className={styles.layout}>
      <Button
        className={styles.button}
        onClick={() => {
          setClosedBy(null);
          setOpen(true);
        }}
      >
        Send message
      </Button>
      <p className={styles.status}>{closedBy ? `Closed by: ${closedBy}` : 'Not closed yet'}</p>
      <Snackbar
        className={styles.snackbar}
        open={open}
        autoHideDuration={3000}
        resumeHideDuration={1500}
        onClose={(event, reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
      >
        <p className={styles.message} role="status">Message sent. Point at me to keep me here.</p>
      </Snackbar>
    </div>
  );
}
