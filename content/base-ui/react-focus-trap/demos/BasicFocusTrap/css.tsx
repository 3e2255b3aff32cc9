import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import styles from './css.module.css';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);

  return (
    <div className={styles.layout}>
      <button className={styles.button} type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        Edit address
      </button>
      {open ? (
        <FocusTrap open>
          <div className={styles.panel} tabIndex={-1} role="group" aria-labelledby="address-title">
            <p id="address-title">Delivery address</p>
            <label>
              Street
              <input type="text" defaultValue="12 Harbour Road" />
            </label>
            <label>
              City
              <input type="text" defaultValue="Bristol" />
            </label>
            <div className={styles.row}>
              <button className={styles.button} type="button" onClick={() => setOpen(false)}>
                Save
              </button>
              <button className={styles.button} type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
