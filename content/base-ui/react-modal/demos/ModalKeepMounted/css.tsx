import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styles from './css.module.css';

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open: _open, ownerState: _ownerState, ...other }, ref) {
    return <div ref={ref} {...other} />;
  },
);

export default function ModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Filter tasks
      </button>
      <Modal
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        className={styles.modal}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: styles.backdrop } }}
      >
        <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            Show tasks that are
          </h2>
          <fieldset className={styles.options} aria-labelledby={titleId}>
            <label className={styles.option}>
              <input type="checkbox" name="status" value="open" defaultChecked />
              Open
            </label>
            <label className={styles.option}>
              <input type="checkbox" name="status" value="inProgress" defaultChecked />
              In progress
            </label>
            <label className={styles.option}>
              <input type="checkbox" name="status" value="blocked" />
              Blocked
            </label>
            <label className={styles.option}>
              <input type="checkbox" name="status" value="done" />
              Done
            </label>
          </fieldset>
          <div className={styles.actions}>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setOpen(false)}>
              Apply
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
