import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import styles from './css.module.css';

const DURATION = 150;

interface FadeProps {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
  className?: string;
  children: React.ReactNode;
}

// Popper's `transition` mode passes `in`, `onEnter` and `onExited` through the children function.
function Fade({ in: open = false, onEnter, onExited, className, children }: FadeProps) {
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
  return (
    <div className={className} data-state={open && shown ? 'open' : 'closed'}>
      {children}
    </div>
  );
}

export default function PopperTransitions() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <div className={styles.stage}>
      <button
        className={styles.button}
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Delivery details
      </button>
      <Popper id={panelId} open={open} anchorEl={anchor} placement="bottom-start" transition className={styles.popper}>
        {({ TransitionProps }) => (
          <Fade className={styles.panel} {...TransitionProps}>
            Orders placed before 2 p.m. leave the warehouse the same day. Delivery takes one to three working days.
          </Fade>
        )}
      </Popper>
    </div>
  );
}
