import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

const PATTERN = /^[a-z0-9-]*$/;

export default function ControlledFormControl() {
  const [handle, setHandle] = React.useState('ada-lovelace');
  const invalid = !PATTERN.test(handle) || handle.length < 3;

  return (
    <FormControl value={handle} onChange={(event) => setHandle(event.target.value)} error={invalid} required>
      <div className={styles.root}>
        <label htmlFor="profile-handle" className={styles.label}>
          Profile handle
        </label>
        <Input id="profile-handle" aria-describedby="profile-handle-help" className={styles.input} />
        <p id="profile-handle-help" className={invalid ? `${styles.helper} ${styles.error}` : styles.helper}>
          {invalid ? 'Use at least 3 lowercase letters, digits or hyphens.' : `Your page: example.com/${handle}`}
        </p>
      </div>
    </FormControl>
  );
}
