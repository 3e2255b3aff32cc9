import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './css.module.css';

export default function SelectMultiple() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Send reminders by
      </label>
      <Select
        multiple
        defaultValue={['email', 'push']}
        id={id}
        className={styles.trigger}
        placeholder={<span className={styles.placeholder}>No reminders</span>}
        slotProps={{
          popper: { className: styles.popper },
          listbox: { className: styles.listbox },
        }}
      >
        <Option className={styles.option} value="email">
          Email
        </Option>
        <Option className={styles.option} value="sms">
          Text message
        </Option>
        <Option className={styles.option} value="push">
          Push notification
        </Option>
        <Option className={styles.option} value="call">
          Phone call
        </Option>
      </Select>
    </div>
  );
}
