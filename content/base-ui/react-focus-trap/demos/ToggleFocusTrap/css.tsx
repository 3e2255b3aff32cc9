import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import styles from './css.module.css';

export default function ToggleFocusTrap() {
  const [locked, setLocked] = React.useState(false);

  return (
    <div className={styles.layout}>
      <FocusTrap open={locked} disableAutoFocus>
        <div className={styles.panel} tabIndex={-1} role="group" aria-labelledby="toolbar-title">
          <p id="toolbar-title">Text formatting</p>
          <label>
            <input type="checkbox" checked={locked} onChange={(event) => setLocked(event.target.checked)} /> Keep focus in
            this box
          </label>
          <div className={styles.row}>
            <button className={styles.button} type="button">Bold</button>
            <button className={styles.button} type="button">Italic</button>
            <button className={styles.button} type="button">Link</button>
          </div>
        </div>
      </FocusTrap>
      <button className={styles.button} type="button">Outside the trap</button>
    </div>
  );
}
