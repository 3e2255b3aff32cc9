import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function InputWithLabel() {
  return (
    <div className={styles.stack}>
      <label className={styles.label} htmlFor="shipping-email">
        Email
      </label>
      <Input
        slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
        id="shipping-email"
        type="email"
        placeholder="you@example.com"
        aria-describedby="shipping-email-help"
      />
      <p className={styles.helper} id="shipping-email-help">
        We send the tracking number here.
      </p>
    </div>
  );
}
