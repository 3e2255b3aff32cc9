import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function BasicFormControl() {
  return (
    <FormControl defaultValue="" required>
      <div className={styles.root}>
        <Label htmlFor="newsletter-email">Email address</Label>
        <Input
          id="newsletter-email"
          type="email"
          placeholder="ada@example.com"
          aria-describedby="newsletter-email-help"
          slotProps={{ input: { className: styles.input } }}
        />
        <HelperText id="newsletter-email-help" />
      </div>
    </FormControl>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  const [touched, setTouched] = React.useState(false);
  const focused = formControl?.focused ?? false;

  React.useEffect(() => {
    if (focused) setTouched(true);
  }, [focused]);

  const missing = touched && !focused && formControl?.required && !formControl.filled;
  return (
    <p id={id} className={missing ? `${styles.helper} ${styles.error}` : styles.helper}>
      {missing ? 'Enter an email address to subscribe.' : 'One message a month, no more.'}
    </p>
  );
}
