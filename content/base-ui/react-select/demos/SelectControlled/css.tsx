import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './css.module.css';

export default function SelectControlled() {
  const id = React.useId();
  const [size, setSize] = React.useState<string | null>('m');
  const [open, setOpen] = React.useState(false);

  return (
    <div className={styles.layout}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          T-shirt size
        </label>
        <Select
          id={id}
          value={size}
          onChange={(event, newValue) => setSize(newValue)}
          listboxOpen={open}
          onListboxOpenChange={setOpen}
          className={styles.trigger}
          placeholder={<span className={styles.placeholder}>No size chosen</span>}
          slotProps={{
            popper: { className: styles.popper },
            listbox: { className: styles.listbox },
          }}
        >
          <Option className={styles.option} value="s">
            Small
          </Option>
          <Option className={styles.option} value="m">
            Medium
          </Option>
          <Option className={styles.option} value="l">
            Large
          </Option>
        </Select>
      </div>
      <button type="button" className={styles.button} onClick={() => setSize(null)}>
        Clear
      </button>
      <p className={styles.status}>
        value: {size === null ? 'null' : `'${size}'`}, listboxOpen: {String(open)}
      </p>
    </div>
  );
}
