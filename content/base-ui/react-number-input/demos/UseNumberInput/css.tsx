import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import styles from './css.module.css';

function CompactNumberInput({ label, min, max }: { label: string; min: number; max: number }) {
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
    disabled,
  } = useNumberInput({ min, max, defaultValue: min });

  return (
    <div
      className={styles.hroot}
      {...getRootProps()}
      data-focused={focused || undefined}
      data-disabled={disabled || undefined}
    >
      <button
        className={styles.hdecrement}
        {...getDecrementButtonProps()}
        aria-label={`Fewer ${label}`}
      >
        −
      </button>
      <input className={styles.hinput} {...getInputProps()} role="spinbutton" aria-label={label} />
      <button
        className={styles.hincrement}
        {...getIncrementButtonProps()}
        aria-label={`More ${label}`}
      >
        +
      </button>
    </div>
  );
}

export default function UseNumberInput() {
  return (
    <div className={styles.row}>
      <CompactNumberInput label="adults" min={1} max={6} />
      <CompactNumberInput label="children" min={0} max={4} />
    </div>
  );
}
