import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styles from './css.module.css';

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open: _open, ownerState: _ownerState, ...other }, ref) {
    return <div ref={ref} {...other} />;
  },
);

export default function ModalIntroduction() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const textId = React.useId();

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Archive project
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={styles.modal}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: styles.backdrop } }}
      >
        <div
          className={styles.dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
        >
          <h2 id={titleId} className={styles.title}>
            Archive this project?
          </h2>
          <p id={textId} className={styles.text}>
            Its boards become read-only and its members stop getting notifications. You can restore it from the archive
            at any time.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setOpen(false)}>
              Archive
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
