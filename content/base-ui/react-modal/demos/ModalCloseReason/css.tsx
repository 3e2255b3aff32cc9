import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styles from './css.module.css';

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open: _open, ownerState: _ownerState, ...other }, ref) {
    return <div ref={ref} {...other} />;
  },
);

export default function ModalCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [lastRequest, setLastRequest] = React.useState('none');
  const titleId = React.useId();
  const textId = React.useId();
  const handleClose = (event: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
    setLastRequest(reason);
    if (reason === 'escapeKeyDown') setOpen(false);
  };

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Leave the editor
      </button>
      <p className={styles.status}>Last close request: {lastRequest}</p>
      <Modal
        open={open}
        onClose={handleClose}
        className={styles.modal}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: styles.backdrop } }}
      >
        <div
          className={styles.dialog}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
        >
          <h2 id={titleId} className={styles.title}>
            Discard unsaved changes?
          </h2>
          <p id={textId} className={styles.text}>
            You have edits in “Pricing FAQ” that are not saved. A click outside this dialog does nothing; choose what
            happens to them.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setOpen(false)}>
              Keep editing
            </button>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setOpen(false)}>
              Discard
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
