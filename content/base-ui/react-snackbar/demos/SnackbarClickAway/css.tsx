import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import styles from './css.module.css';

export default function SnackbarClickAway() {
  const [open, setOpen] = React.useState(false);
  const [closeOnClickAway, setCloseOnClickAway] = React.useState(true);
  const [closedBy, setClosedBy] = React.useState<SnackbarCloseReason | null>(null);

  return (
    <div className={styles.layout}>
      <label>
        <input type="checkbox" checked={closeOnClickAway} onChange={(event) => setCloseOnClickAway(event.target.checked)} /> Close
        on a click elsewhere
      </label>
      <Button className={styles.button}
        onClick={() => {
          setClosedBy(null);
          setOpen(true);
        }}
      >
        Copy invite link
      </Button>
      <p className={styles.status}>{closedBy ? `Closed by: ${closedBy}` : 'Not closed yet'}</p>
      <Snackbar className={styles.snackbar}
        open={open}
        autoHideDuration={8000}
        disableWindowBlurListener
        onClose={(event, reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
        slotProps={{
          // A function: this version's prop types warn about a plain object here.
          clickAwayListener: () =>
            closeOnClickAway ? { mouseEvent: 'onMouseDown', touchEvent: 'onTouchStart' } : { mouseEvent: false, touchEvent: false },
        }}
      >
        <p className={styles.message} role="status">Invite link copied.</p>
      </Snackbar>
    </div>
  );
}
