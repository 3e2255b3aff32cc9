import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import styles from './css.module.css';

function Preferences() {
  const language = navigator.language;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <strong className={styles.value}>
      {language} · {reducedMotion ? 'reduced motion' : 'full motion'}
    </strong>
  );
}

export default function NoSsrFallback() {
  const [key, setKey] = React.useState(0);

  return (
    <div className={styles.layout}>
      <div className={styles.card}>
        <p className={styles.caption}>Your browser asks for</p>
        <NoSsr key={key} defer fallback={<span className={styles.skeleton} aria-label="Loading your preferences" role="img" />}>
          <Preferences />
        </NoSsr>
      </div>
      <button className={styles.button} type="button" onClick={() => setKey((value) => value + 1)}>
        Remount
      </button>
    </div>
  );
}
