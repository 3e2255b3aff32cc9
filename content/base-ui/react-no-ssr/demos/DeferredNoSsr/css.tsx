import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import styles from './css.module.css';

const LEVELS = Array.from({ length: 24 * 7 }, (_, index) => (index * 7 + (index % 5) * 3) % 3);

function ActivityGrid() {
  return (
    <div className={styles.grid} role="img" aria-label="Commits per day over the last 24 weeks">
      {LEVELS.map((level, index) => (
        <span className={styles.cell} key={index} data-level={level} />
      ))}
    </div>
  );
}

export default function DeferredNoSsr() {
  return (
    <div className={styles.layout}>
      <div className={styles.card}>
        <p className={styles.caption}>Activity</p>
        <NoSsr defer fallback={<p className={styles.caption}>Preparing the chart…</p>}>
          <ActivityGrid />
        </NoSsr>
      </div>
    </div>
  );
}
