import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import styles from './css.module.css';

export default function NumberInputInForm() {
  const [sent, setSent] = React.useState<string | null>(null);

  return (
    <form
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('nights')));
      }}
    >
      <div className={styles.stack}>
        <label className={styles.label} htmlFor="nights">
          Nights
        </label>
        <NumberInput
          id="nights"
          min={1}
          max={14}
          defaultValue={3}
          required
          slotProps={{
            root: { className: styles.root },
            input: { className: styles.input, role: 'spinbutton', name: 'nights' },
            incrementButton: {
              className: styles.increment,
              children: '+',
              'aria-label': 'Increase',
            },
            decrementButton: {
              className: styles.decrement,
              children: '−',
              'aria-label': 'Decrease',
            },
          }}
        />
        <button type="submit">Check availability</button>
        <p className={styles.status} aria-live="polite">
          {sent === null ? 'Not sent yet.' : `Sent nights=${sent}`}
        </p>
      </div>
    </form>
  );
}
