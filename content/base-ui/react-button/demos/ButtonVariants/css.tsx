import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function ButtonVariants() {
  return (
    <div className={styles.row}>
      <Button slotProps={{ root: { className: styles.button } }}>Create invoice</Button>
      <Button slotProps={{ root: { className: styles.outlined } }}>Preview</Button>
      <Button slotProps={{ root: { className: styles.text } }}>Cancel</Button>
    </div>
  );
}
