import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import styles from './css.module.css';

const PLANS = ['Hobby', 'Team', 'Enterprise'];

export default function CustomControl() {
  const [plan, setPlan] = React.useState('');

  return (
    <FormControl value={plan} onChange={(event) => setPlan(event.target.value)} required error={plan === 'Enterprise'}>
      <div className={styles.root}>
        <ContextLabel htmlFor="billing-plan">Billing plan</ContextLabel>
        <ContextSelect id="billing-plan" />
        <p className={styles.helper}>
          {plan === 'Enterprise' ? 'Enterprise plans are arranged with our sales team.' : 'You can change plans at any time.'}
        </p>
      </div>
    </FormControl>
  );
}

function ContextLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className={formControl?.focused ? `${styles.label} ${styles.focused}` : styles.label}>
      {children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function ContextSelect({ id }: { id: string }) {
  const formControl = useFormControlContext();
  if (!formControl) {
    throw new Error('ContextSelect must be rendered inside a FormControl.');
  }
  const { value, onChange, onFocus, onBlur, disabled, required, error } = formControl;

  return (
    <select
      id={id}
      className={styles.select}
      value={String(value)}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      aria-invalid={error || undefined}
    >
      <option value="" disabled>
        Choose a plan
      </option>
      {PLANS.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
