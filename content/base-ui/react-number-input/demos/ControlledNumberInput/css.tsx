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

const PRICE = 12;

export default function ControlledNumberInput() {
  const [quantity, setQuantity] = React.useState<number | undefined>(3);

  return (
    <div className={styles.stack}>
      <label className={styles.label} htmlFor="notebooks">
        Notebooks
      </label>
      <StyledNumberInput
        id="notebooks"
        min={0}
        max={50}
        value={quantity}
        onChange={(_event, value) => setQuantity(value)}
      />
      <p className={styles.status}>Total: ${(quantity ?? 0) * PRICE}</p>
    </div>
  );
}
