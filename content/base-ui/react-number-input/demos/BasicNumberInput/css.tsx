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

export default function BasicNumberInput() {
  return <StyledNumberInput label="Guests" defaultValue={2} min={1} />;
}
