import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function ButtonRootElements() {
  return (
    <div className={styles.row}>
      <Button slotProps={{ root: { className: styles.button } }} href="/base-ui/getting-started/">
        Read the overview
      </Button>
      <Button slots={{ root: 'span' }} slotProps={{ root: { className: styles.spanButton } }}>
        Span root
      </Button>
    </div>
  );
}
