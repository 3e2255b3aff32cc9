import * as React from 'react';
import { useSlider } from '@mui/base/useSlider';
import styles from './css.module.css';

const MIN = 0;
const MAX = 10;

export default function UseSlider() {
  const { getRootProps, getThumbProps, getHiddenInputProps, values, active, focusedThumbIndex } =
    useSlider({
      defaultValue: 6,
      min: MIN,
      max: MAX,
      marks: true,
    });
  const value = values[0] ?? MIN;
  const percent = ((value - MIN) / (MAX - MIN)) * 100;

  return (
    <div className={styles.stack}>
      <span className={styles.hroot} {...getRootProps()}>
        <span className={styles.hrail} />
        <span className={styles.htrack} style={{ left: 0, width: `${percent}%` }} />
        <span
          className={styles.hthumb}
          {...getThumbProps()}
          data-index={0}
          data-active={active === 0 || undefined}
          data-focus-visible={focusedThumbIndex === 0 || undefined}
          style={{ left: `${percent}%` }}
        >
          <input
            {...getHiddenInputProps()}
            data-index={0}
            value={value}
            aria-label="Rating out of 10"
            aria-valuenow={value}
          />
        </span>
      </span>
      <p className={styles.status}>Rating: {value} out of 10</p>
    </div>
  );
}
