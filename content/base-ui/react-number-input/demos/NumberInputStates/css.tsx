import * as React from 'react';
import {
  Unstable_NumberInput as NumberInput,
  type NumberInputProps,
} from '@mui/base/Unstable_NumberInput';
import styles from './css.module.css';

function StyledNumberInput({ label, ...props }: NumberInputProps & { label?: string }) {
  return (
    <NumberInput
      {...props}
      slotProps={{
        root: { className: styles.root },
        input: { className: styles.input, role: 'spinbutton', 'aria-label': label },
        incrementButton: { className: styles.increment, children: '+', 'aria-label': 'Increase' },
        decrementButton: { className: styles.decrement, children: '−', 'aria-label': 'Decrease' },
      }}
    />
  );
}

export default function NumberInputStates() {
  return (
    <div className={styles.row}>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="seats-error">
          Seats
        </label>
        <StyledNumberInput id="seats-error" defaultValue={0} min={0} error />
      </div>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="seats-disabled">
          Locked seats
        </label>
        <StyledNumberInput id="seats-disabled" defaultValue={4} disabled />
      </div>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="seats-readonly">
          Included seats
        </label>
        <StyledNumberInput id="seats-readonly" value={10} readOnly />
      </div>
    </div>
  );
}
