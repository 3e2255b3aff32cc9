import * as React from 'react';
import {
  Unstable_NumberInput as NumberInput,
  type NumberInputOwnerState,
} from '@mui/base/Unstable_NumberInput';
import styles from './css.module.css';

export default function NumberInputButtonState() {
  return (
    <NumberInput
      min={1}
      max={5}
      defaultValue={5}
      slotProps={{
        root: { className: styles.root },
        input: { className: styles.input, role: 'spinbutton', 'aria-label': 'Stars' },
        incrementButton: (ownerState: NumberInputOwnerState) => ({
          className: styles.increment,
          children: '+',
          'aria-label': ownerState.isIncrementDisabled ? 'Increase (maximum reached)' : 'Increase',
        }),
        decrementButton: (ownerState: NumberInputOwnerState) => ({
          className: styles.decrement,
          children: '−',
          'aria-label': ownerState.isDecrementDisabled ? 'Decrease (minimum reached)' : 'Decrease',
        }),
      }}
    />
  );
}
