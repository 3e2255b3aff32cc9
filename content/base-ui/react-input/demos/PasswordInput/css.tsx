import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);

  return (
    <Input
      slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
      aria-label="Password"
      placeholder="Password"
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          className={styles.iconButton}
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            {visible ? (
              <path d="M2 4.3 3.3 3l17.7 17.7-1.3 1.3-3.4-3.4A10.8 10.8 0 0 1 12 19.5C6.5 19.5 2.8 15 1.5 12a12.6 12.6 0 0 1 4-5zM12 4.5c5.5 0 9.2 4.5 10.5 7.5a12.4 12.4 0 0 1-3 4.2L16.4 13A4.5 4.5 0 0 0 11 7.6L8.7 5.3A11 11 0 0 1 12 4.5z" />
            ) : (
              <path d="M12 4.5c5.5 0 9.2 4.5 10.5 7.5-1.3 3-5 7.5-10.5 7.5S2.8 15 1.5 12C2.8 9 6.5 4.5 12 4.5zm0 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
            )}
          </svg>
        </button>
      }
    />
  );
}
