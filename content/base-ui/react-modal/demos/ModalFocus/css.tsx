import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styles from './css.module.css';

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open: _open, ownerState: _ownerState, ...other }, ref) {
    return <div ref={ref} {...other} />;
  },
);

export default function ModalFocus() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Roadmap 2025.pdf');
  const titleId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('fileName');
    if (typeof value === 'string' && value.trim() !== '') setName(value.trim());
    setOpen(false);
  };

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Rename file
      </button>
      <p className={styles.status}>File name: {name}</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={styles.modal}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: styles.backdrop } }}
      >
        <form
          className={styles.dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onSubmit={handleSubmit}
        >
          <h2 id={titleId} className={styles.title}>
            Rename file
          </h2>
          <label className={styles.field}>
            New name
            <input className={styles.input} name="fileName" defaultValue={name} autoFocus />
          </label>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className={`${styles.button} ${styles.primary}`}>
              Rename
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
