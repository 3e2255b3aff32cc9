import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styles from './css.module.css';

const DURATION = 200;

/** 'open' one frame after `open` turns true, 'closed' at once when it turns false. */
function useFadeState(open: boolean, onEnter?: () => void, onExited?: () => void) {
  const [shown, setShown] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });
  React.useEffect(() => {
    if (open) {
      callbacks.current.onEnter?.();
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      setShown(false);
      callbacks.current.onExited?.();
    }, DURATION);
    return () => clearTimeout(timer);
  }, [open]);
  return open && shown ? 'open' : 'closed';
}

interface FadingDialogProps extends React.HTMLAttributes<HTMLDivElement> {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
}

// Modal treats a child with an `in` prop as a transition and passes it `onEnter` and `onExited`.
const FadingDialog = React.forwardRef<HTMLDivElement, FadingDialogProps>(function FadingDialog(
  { in: open = false, onEnter, onExited, ...other },
  ref,
) {
  const state = useFadeState(open, onEnter, onExited);
  return <div ref={ref} data-state={state} {...other} />;
});

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open = false, ownerState: _ownerState, ...other }, ref) {
    const state = useFadeState(open);
    return <div ref={ref} data-state={state} {...other} />;
  },
);

export default function ModalTransitions() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        className={styles.modal}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: styles.backdrop } }}
      >
        <FadingDialog in={open} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            Keyboard shortcuts
          </h2>
          <dl className={styles.shortcuts}>
            <dt>
              <kbd className={styles.key}>N</kbd>
            </dt>
            <dd>New task</dd>
            <dt>
              <kbd className={styles.key}>/</kbd>
            </dt>
            <dd>Search tasks</dd>
            <dt>
              <kbd className={styles.key}>?</kbd>
            </dt>
            <dd>Show this list</dd>
          </dl>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </FadingDialog>
      </Modal>
    </div>
  );
}
