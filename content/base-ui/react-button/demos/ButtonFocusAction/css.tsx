import * as React from 'react';
import { Button, type ButtonActions } from '@mui/base/Button';
import styles from './css.module.css';

export default function ButtonFocusAction() {
  const actionRef = React.useRef<ButtonActions>(null);

  return (
    <div className={styles.row}>
      <Button
        slotProps={{ root: { className: styles.outlined } }}
        onClick={() => actionRef.current?.focusVisible()}
      >
        Move focus to Checkout
      </Button>
      <Button slotProps={{ root: { className: styles.button } }} action={actionRef}>
        Checkout
      </Button>
    </div>
  );
}
