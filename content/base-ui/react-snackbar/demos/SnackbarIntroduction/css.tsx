import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import styles from './css.module.css';

export default function SnackbarIntroduction() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button className={styles.button} onClick={() => setOpen(true)}>Save draft</Button>
      <Snackbar className={styles.snackbar} open={open} autoHideDuration={5000} onClose={() => setOpen(false)}>
        <p className={styles.message} role="status">Draft saved.</p>
        <Button className={styles.action} onClick={() => setOpen(false)}>Dismiss</Button>
      </Snackbar>
    </>
  );
}
