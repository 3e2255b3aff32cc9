import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function BasicButton() {
  return (
    <div className={styles.row}>
      <Button slotProps={{ root: { className: styles.button } }}>Publish</Button>
      <Button slotProps={{ root: { className: styles.button } }} disabled>
        Publish
      </Button>
    </div>
  );
}
