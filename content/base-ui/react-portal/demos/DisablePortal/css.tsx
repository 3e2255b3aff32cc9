import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import styles from './css.module.css';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const targetRef = React.useRef<HTMLDivElement>(null);

  return (
    <div className={styles.layout}>
      <label className={styles.option}>
        <input type="checkbox" checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />{' '}
        disablePortal
      </label>
      <div className={styles.box} ref={targetRef}>
        <p className={styles.caption}>The container</p>
      </div>
      <div className={styles.box}>
        <p className={styles.caption}>Parent in the React tree</p>
        <Portal container={() => targetRef.current} disablePortal={disablePortal}>
          <span className={styles.note}>{disablePortal ? 'Rendered in place.' : 'Rendered in the container.'}</span>
        </Portal>
      </div>
    </div>
  );
}
