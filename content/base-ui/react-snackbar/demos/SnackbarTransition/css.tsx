import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import styles from './css.module.css';

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  const [exited, setExited] = React.useState(true);
  const [entered, setEntered] = React.useState(false);

  // One frame after the snackbar mounts, switch it to its open style so that the change transitions.
  React.useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <>
      <Button
        className={styles.button}
        onClick={() => {
          setExited(false);
          setOpen(true);
        }}
      >
        Copy link
      </Button>
      <Snackbar
        className={styles.snackbar}
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        data-state={open && entered ? 'open' : 'closed'}
        onTransitionEnd={() => {
          if (open) return;
          setEntered(false);
          setExited(true);
        }}
      >
        <p className={styles.message} role="status">Link copied to the clipboard.</p>
        <Button className={styles.action} onClick={() => setOpen(false)}>Dismiss</Button>
      </Snackbar>
    </>
  );
}
