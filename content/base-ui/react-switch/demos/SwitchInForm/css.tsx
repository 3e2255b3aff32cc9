import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './css.module.css';

export default function SwitchInForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <label className={styles.label}>
        <Switch
          slotProps={{
            root: { className: styles.root },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
            input: { className: styles.input, name: 'newsletter' },
          }}
          defaultChecked
        />
        Monthly newsletter
      </label>
      <label className={styles.label}>
        <Switch
          slotProps={{
            root: { className: styles.root },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
            input: { className: styles.input, name: 'offers', value: 'yes' },
          }}
        />
        Partner offers
      </label>
      <button className={styles.button} type="submit">
        Save preferences
      </button>
      <p className={styles.status} aria-live="polite">
        {submitted === null ? 'Not saved yet.' : `Submitted: ${submitted}`}
      </p>
    </form>
  );
}
