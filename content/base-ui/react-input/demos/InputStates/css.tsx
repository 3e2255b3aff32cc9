import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function InputStates() {
  return (
    <div className={styles.row}>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="state-error">
          Username
        </label>
        <Input
          slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
          id="state-error"
          defaultValue="ab"
          error
          aria-describedby="state-error-text"
        />
        <p className={styles.errorText} id="state-error-text">
          Use at least 3 characters.
        </p>
      </div>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="state-disabled">
          Account ID
        </label>
        <Input
          slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
          id="state-disabled"
          defaultValue="AC-20931"
          disabled
        />
      </div>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="state-readonly">
          Plan
        </label>
        <Input
          slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
          id="state-readonly"
          defaultValue="Team, billed yearly"
          readOnly
        />
      </div>
    </div>
  );
}
