import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function InputAdornments() {
  return (
    <div className={styles.row}>
      <Input
        slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
        aria-label="Price"
        placeholder="0.00"
        startAdornment={<span className={styles.adornment}>$</span>}
        endAdornment={<span className={styles.adornment}>USD</span>}
      />
      <Input
        slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
        aria-label="Weight"
        defaultValue="12"
        endAdornment={<span className={styles.adornment}>kg</span>}
      />
    </div>
  );
}
