import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './css.module.css';

const timeZones = [
  { city: 'Honolulu', offset: 'UTC−10:00' },
  { city: 'Los Angeles', offset: 'UTC−08:00' },
  { city: 'Chicago', offset: 'UTC−06:00' },
  { city: 'New York', offset: 'UTC−05:00' },
  { city: 'London', offset: 'UTC+00:00' },
  { city: 'Paris', offset: 'UTC+01:00' },
  { city: 'Nairobi', offset: 'UTC+03:00' },
  { city: 'Mumbai', offset: 'UTC+05:30' },
  { city: 'Bangkok', offset: 'UTC+07:00' },
  { city: 'Tokyo', offset: 'UTC+09:00' },
  { city: 'Sydney', offset: 'UTC+10:00' },
];

export default function SelectCustomListbox() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Time zone
      </label>
      <Select
        id={id}
        defaultValue="Paris"
        className={styles.trigger}
        slotProps={{
          popper: {
            className: styles.popper,
            placement: 'bottom-end',
            modifiers: [{ name: 'offset', options: { offset: [0, 8] } }],
          },
          listbox: { className: styles.listbox },
        }}
      >
        {timeZones.map((zone) => (
          <Option key={zone.city} className={styles.option} value={zone.city} label={zone.city}>
            <span>{zone.city}</span>
            <span className={styles.offset}>{zone.offset}</span>
          </Option>
        ))}
      </Select>
    </div>
  );
}
