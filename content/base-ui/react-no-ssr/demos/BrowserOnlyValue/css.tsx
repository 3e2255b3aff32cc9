import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import styles from './css.module.css';

function TimeZone() {
  // Read in the browser only: the server's time zone is not the reader's.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <strong className={styles.value}>{zone}</strong>;
}

export default function BrowserOnlyValue() {
  return (
    <div className={styles.layout}>
      <div className={styles.card}>
        <p className={styles.caption}>Times on this page are shown in</p>
        <NoSsr>
          <TimeZone />
        </NoSsr>
      </div>
    </div>
  );
}
