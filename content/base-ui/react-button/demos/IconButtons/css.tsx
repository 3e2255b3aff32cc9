import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function IconButtons() {
  return (
    <div className={styles.row}>
      <Button slotProps={{ root: { className: styles.icon } }} aria-label="Add to favorites">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.6 4.2 6.9C19.5 16.4 12 21 12 21z" />
        </svg>
      </Button>
      <Button slotProps={{ root: { className: styles.icon } }} aria-label="Share">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
        </svg>
      </Button>
    </div>
  );
}
