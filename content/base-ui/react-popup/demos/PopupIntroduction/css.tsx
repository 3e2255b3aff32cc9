import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

export default function PopupIntroduction() {
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
        Return policy
      </button>
      <Popup className={styles.note} id={popupId} open={open} anchor={anchor} offset={8}>
        Unworn items can be sent back within 30 days for a full refund.
      </Popup>
    </div>
  );
}
