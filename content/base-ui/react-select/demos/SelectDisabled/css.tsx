import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './css.module.css';

export default function SelectDisabled() {
  const regionId = React.useId();
  const slotId = React.useId();
  const slotProps = {
    popper: { className: styles.popper },
    listbox: { className: styles.listbox },
  };

  return (
    <div className={styles.layout}>
      <div className={styles.field}>
        <label htmlFor={regionId} className={styles.label}>
          Data region
        </label>
        <Select id={regionId} disabled defaultValue="eu" className={styles.trigger} slotProps={slotProps}>
          <Option className={styles.option} value="eu">
            Frankfurt (EU)
          </Option>
          <Option className={styles.option} value="us">
            Virginia (US)
          </Option>
        </Select>
      </div>
      <div className={styles.field}>
        <label htmlFor={slotId} className={styles.label}>
          Pickup time
        </label>
        <Select
          id={slotId}
          className={styles.trigger}
          placeholder={<span className={styles.placeholder}>Choose a time…</span>}
          slotProps={slotProps}
        >
          <Option className={styles.option} value="09:00">
            09:00
          </Option>
          <Option className={styles.option} value="10:00" disabled aria-disabled>
            10:00 (fully booked)
          </Option>
          <Option className={styles.option} value="11:00">
            11:00
          </Option>
          <Option className={styles.option} value="12:00" disabled aria-disabled>
            12:00 (fully booked)
          </Option>
          <Option className={styles.option} value="13:00">
            13:00
          </Option>
        </Select>
      </div>
    </div>
  );
}
