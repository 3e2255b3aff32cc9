import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

export default function PopupContainer() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [layer, setLayer] = React.useState<HTMLDivElement | null>(null);
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
        Shipping costs
      </button>
      {/* The popup is appended to this element instead of <body>. */}
      <div ref={setLayer} data-layer="popups" />
      <Popup
        className={styles.note}
        id={popupId}
        open={open}
        anchor={anchor}
        container={layer}
        placement="bottom"
        offset={8}
      >
        Free on orders over $50; $4.90 otherwise.
      </Popup>
    </div>
  );
}
