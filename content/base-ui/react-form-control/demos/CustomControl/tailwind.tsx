import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

const PLANS = ['Hobby', 'Team', 'Enterprise'];

export default function CustomControl() {
  const [plan, setPlan] = React.useState('');

  return (
    <FormControl value={plan} onChange={(event) => setPlan(event.target.value)} required error={plan === 'Enterprise'}>
      <div className="flex w-full max-w-[320px] flex-col gap-1.5">
        <ContextLabel htmlFor="billing-plan">Billing plan</ContextLabel>
        <ContextSelect id="billing-plan" />
        <p className="m-0 text-[13px] text-slate-600 dark:text-slate-300">
          {plan === 'Enterprise' ? 'Enterprise plans are arranged with our sales team.' : 'You can change plans at any time.'}
        </p>
      </div>
    </FormControl>
  );
}

function ContextLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className={`text-sm font-semibold ${formControl?.focused ? 'text-blue-700 dark:text-blue-300' : ''}`}>
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
      value={String(value)}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      aria-invalid={error || undefined}
      className="box-border w-full rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 [font-family:inherit] focus:border-blue-500 focus:outline focus:outline-2 focus:outline-blue-500 aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400"
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
