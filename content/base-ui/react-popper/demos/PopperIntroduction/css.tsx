import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import styles from './css.module.css';

export default function PopperIntroduction() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const tooltipId = React.useId();
  const show = (event: React.SyntheticEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const hide = () => setAnchor(null);
  const open = anchor !== null;

  return (
    <div>
      <button
        className={styles.button}
        type="button"
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Save draft
      </button>
      <Popper className={styles.tooltip} id={tooltipId} open={open} anchorEl={anchor} placement="top">
        Keeps a copy on this device. Press Ctrl+S to do the same.
      </Popper>
    </div>
  );
}
