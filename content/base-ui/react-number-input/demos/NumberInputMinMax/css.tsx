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

export default function NumberInputMinMax() {
  return (
    <div className={styles.row}>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="tickets">
          Tickets (1 to 8)
        </label>
        <StyledNumberInput id="tickets" min={1} max={8} defaultValue={2} />
      </div>
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="dose">
          Dose in ml (step 0.5)
        </label>
        <StyledNumberInput
          id="dose"
          min={0}
          max={20}
          step={0.5}
          shiftMultiplier={4}
          defaultValue={2.5}
        />
      </div>
    </div>
  );
}
