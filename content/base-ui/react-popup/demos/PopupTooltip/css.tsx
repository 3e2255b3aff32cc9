import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

export default function PopupTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const tooltipId = React.useId();

  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  // Escape hides the tooltip wherever focus is, also when the pointer opened it.
  React.useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <div className={styles.stage}>
      <button
        className={styles.button}
        type="button"
        ref={setAnchor}
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Archive
      </button>
      <Popup className={styles.tooltip} id={tooltipId} open={open} anchor={anchor} placement="top" offset={10}>
        {({ placement }: PopupChildrenProps) => (
          <React.Fragment>
            Moves the conversation out of your inbox
            {/* A small square turned 45°, half outside the tooltip, on the side that faces the button. */}
            <span className={styles.arrow} data-side={placement.split('-')[0]} />
          </React.Fragment>
        )}
      </Popup>
    </div>
  );
}
