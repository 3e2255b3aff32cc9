import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import styles from './css.module.css';

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <div className={styles.layout}>
      {/* Clicks inside the portal still reach this onClick, through the React tree. */}
      <div onClick={() => setClicks((value) => value + 1)}>
        <div className={styles.box}>
          <p className={styles.caption}>Parent with an onClick handler</p>
          <span aria-live="polite">Clicks received: {clicks}</span>
          <Portal container={container}>
            <button className={styles.button} type="button">Click me</button>
          </Portal>
        </div>
      </div>
      <div className={styles.box} ref={setContainer}>
        <p className={styles.caption}>The container</p>
      </div>
    </div>
  );
}
