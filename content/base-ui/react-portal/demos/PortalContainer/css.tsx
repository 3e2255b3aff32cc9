import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import styles from './css.module.css';

export default function PortalContainer() {
  const [show, setShow] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <div className={styles.layout}>
      <button className={styles.button} type="button" onClick={() => setShow((value) => !value)}>
        {show ? 'Unmount the note' : 'Mount the note'}
      </button>
      <div className={styles.box}>
        <p className={styles.caption}>Where the JSX is written</p>
        {show ? (
          <Portal container={container}>
            <span className={styles.note}>Written in the first box, shown in the second.</span>
          </Portal>
        ) : null}
      </div>
      <div className={styles.box} ref={setContainer}>
        <p className={styles.caption}>The container</p>
      </div>
    </div>
  );
}
