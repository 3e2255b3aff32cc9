import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './css.module.css';

export default function SelectIntroduction() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Delivery city
      </label>
      <Select
        id={id}
        className={styles.trigger}
        placeholder={<span className={styles.placeholder}>Choose a city…</span>}
        slotProps={{
          popper: { className: styles.popper },
          listbox: { className: styles.listbox },
        }}
      >
        <Option className={styles.option} value="lisbon">
          Lisbon
        </Option>
        <Option className={styles.option} value="oslo">
          Oslo
        </Option>
        <Option className={styles.option} value="seoul">
          Seoul
        </Option>
        <Option className={styles.option} value="toronto">
          Toronto
        </Option>
      </Select>
    </div>
  );
}
