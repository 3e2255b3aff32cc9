import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import styles from './css.module.css';

export default function SnackbarUndo() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event | null, reason: SnackbarCloseReason) => {
    // A click elsewhere on the page leaves the offer to undo in place.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div className={styles.layout}>
      <Button
        className={styles.button}
        disabled={archived}
        onClick={() => {
          setArchived(true);
          setOpen(true);
        }}
      >
        Archive conversation
      </Button>
      <p className={styles.status}>{archived ? 'Archived.' : 'In your inbox.'}</p>
      <Snackbar className={styles.snackbar} open={open} autoHideDuration={6000} onClose={handleClose}>
        <p className={styles.message} role="status">Conversation archived.</p>
        <Button
          className={styles.action}
          onClick={() => {
            setArchived(false);
            setOpen(false);
          }}
        >
          Undo
        </Button>
      </Snackbar>
    </div>
  );
}
