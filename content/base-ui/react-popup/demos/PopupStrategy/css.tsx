import * as React from 'react';
import { Unstable_Popup as Popup, type PopupStrategy as Strategy } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

export default function PopupStrategy() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [strategy, setStrategy] = React.useState<Strategy>('absolute');

  return (
    <div className={styles.layout}>
      <fieldset className={styles.choices}>
        <legend>strategy</legend>
        {(['absolute', 'fixed'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="popup-strategy-css"
              value={value}
              checked={strategy === value}
              onChange={() => setStrategy(value)}
            />
            {value}
          </label>
        ))}
      </fieldset>
      <div className={styles.card}>
        <p className={styles.cardTitle}>Quarterly report</p>
        <p className={styles.cardText}>This card hides whatever overflows it.</p>
        <button className={styles.button} type="button" ref={setAnchor}>
          Share
        </button>
        <Popup
          className={styles.popup}
          open
          anchor={anchor}
          placement="bottom-start"
          offset={6}
          strategy={strategy}
          disablePortal
        >
          Anyone with the link can view this report.
        </Popup>
      </div>
    </div>
  );
}
