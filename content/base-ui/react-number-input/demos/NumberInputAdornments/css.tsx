import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import styles from './css.module.css';

export default function NumberInputAdornments() {
  return (
    <NumberInput
      slotProps={{
        root: { className: styles.root },
        input: { className: styles.input, role: 'spinbutton', 'aria-label': 'Tip percentage' },
        incrementButton: { className: styles.increment, children: '+', 'aria-label': 'Increase' },
        decrementButton: { className: styles.decrement, children: '−', 'aria-label': 'Decrease' },
      }}
      min={0}
      max={30}
      step={5}
      defaultValue={15}
      endAdornment={<span className={styles.adornment}>%</span>}
    />
  );
}
