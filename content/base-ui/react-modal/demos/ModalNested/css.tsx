import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styles from './css.module.css';

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open: _open, ownerState: _ownerState, ...other }, ref) {
    return <div ref={ref} {...other} />;
  },
);

export default function ModalNested() {
  const [shareOpen, setShareOpen] = React.useState(false);
  const [linkOpen, setLinkOpen] = React.useState(false);
  const shareTitleId = React.useId();
  const linkTitleId = React.useId();
  const modalProps = {
    className: styles.modal,
    slots: { backdrop: Backdrop },
    slotProps: { backdrop: { className: styles.backdrop } },
  };

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => setShareOpen(true)}>
        Share report
      </button>
      <Modal open={shareOpen} onClose={() => setShareOpen(false)} {...modalProps}>
        <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={shareTitleId}>
          <h2 id={shareTitleId} className={styles.title}>
            Share “Quarterly report”
          </h2>
          <p className={styles.text}>
            Only the finance team can open this report. Anyone with a link could open it too.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setLinkOpen(true)}>
              Create a link…
            </button>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setShareOpen(false)}>
              Done
            </button>
          </div>
          <Modal open={linkOpen} onClose={() => setLinkOpen(false)} {...modalProps}>
            <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={linkTitleId}>
              <h2 id={linkTitleId} className={styles.title}>
                Create a public link?
              </h2>
              <p className={styles.text}>Press Escape or Cancel: only this dialog closes, and the first stays open.</p>
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={() => setLinkOpen(false)}>
                  Cancel
                </button>
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  onClick={() => setLinkOpen(false)}
                >
                  Create link
                </button>
              </div>
            </div>
          </Modal>
        </div>
      </Modal>
    </div>
  );
}
