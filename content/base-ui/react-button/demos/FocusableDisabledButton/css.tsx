import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function FocusableDisabledButton() {
  return (
    <div className={styles.row}>
      <Button slotProps={{ root: { className: styles.button } }} disabled>
        Disabled
      </Button>
      <Button slotProps={{ root: { className: styles.button } }} disabled focusableWhenDisabled>
        Focusable when disabled
      </Button>
    </div>
  );
}
