import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

const sizes = ['Small', 'Medium', 'Large'];

export default function PopupKeepMounted() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div className={styles.stage}>
      <button
        className={styles.button}
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        Size filters
      </button>
      <Popup
        className={styles.panel}
        id={popupId}
        role="group"
        aria-label="Sizes"
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        keepMounted
      >
        {/* Uncontrolled checkboxes: they keep their state because the popup stays mounted. */}
        {sizes.map((size) => (
          <label className={styles.option} key={size}>
            <input type="checkbox" name="size" value={size} />
            {size}
          </label>
        ))}
      </Popup>
    </div>
  );
}
