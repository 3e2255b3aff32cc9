import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

const LIMIT = 40;

export default function ControlledInput() {
  const [value, setValue] = React.useState('Weekly team sync');

  return (
    <div className={styles.stack}>
      <label className={styles.label} htmlFor="event-title">
        Event title
      </label>
      <Input
        slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
        id="event-title"
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
          setValue(event.target.value.slice(0, LIMIT))
        }
        aria-describedby="event-title-count"
      />
      <p className={styles.helper} id="event-title-count">
        {value.length}/{LIMIT} characters
      </p>
    </div>
  );
}
