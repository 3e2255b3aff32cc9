import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

type ScaleInProps = Pick<PopupChildrenProps, 'requestOpen' | 'onEnter' | 'onExited'> & {
  children: React.ReactNode;
};

// Tells the popup when the enter transition starts and when the exit transition has ended.
function ScaleIn({ requestOpen, onEnter, onExited, children }: ScaleInProps) {
  const [visible, setVisible] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });

  React.useEffect(() => {
    if (requestOpen) {
      callbacks.current.onEnter();
      // Wait one frame so the hidden state is painted before the transition to the visible one.
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    // Without motion no transitionend event comes: unmount at once.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) callbacks.current.onExited();
    return undefined;
  }, [requestOpen]);

  const handleTransitionEnd = (event: React.TransitionEvent) => {
    if (event.target === event.currentTarget && event.propertyName === 'opacity' && !requestOpen) {
      callbacks.current.onExited();
    }
  };

  return (
    <div className={styles.card} data-visible={visible} onTransitionEnd={handleTransitionEnd}>
      {children}
    </div>
  );
}

export default function PopupTransitions() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div className={styles.stage}>
      <button
        className={styles.button}
        type="button"
        ref={setAnchor}
        aria-describedby={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Opening hours
      </button>
      <Popup className={styles.layer} id={popupId} open={open} anchor={anchor} offset={8} withTransition>
        {({ requestOpen, onEnter, onExited }: PopupChildrenProps) => (
          <ScaleIn requestOpen={requestOpen} onEnter={onEnter} onExited={onExited}>
            Monday to Saturday, 9 am to 7 pm. Closed on public holidays.
          </ScaleIn>
        )}
      </Popup>
    </div>
  );
}
