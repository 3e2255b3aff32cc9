import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { styled } from '@mui/system';

const PLANS = ['Hobby', 'Team', 'Enterprise'];

export default function CustomControl() {
  const [plan, setPlan] = React.useState('');

  return (
    <FormControl value={plan} onChange={(event) => setPlan(event.target.value)} required error={plan === 'Enterprise'}>
      <Root>
        <ContextLabel htmlFor="billing-plan">Billing plan</ContextLabel>
        <ContextSelect id="billing-plan" />
        <Helper>{plan === 'Enterprise' ? 'Enterprise plans are arranged with our sales team.' : 'You can change plans at any time.'}</Helper>
      </Root>
    </FormControl>
  );
}

function ContextLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <Label htmlFor={htmlFor} data-focused={formControl?.focused ? '' : undefined}>
      {children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </Label>
  );
}

function ContextSelect({ id }: { id: string }) {
  const formControl = useFormControlContext();
  if (!formControl) {
    throw new Error('ContextSelect must be rendered inside a FormControl.');
  }
  const { value, onChange, onFocus, onBlur, disabled, required, error } = formControl;

  return (
    <Select
      id={id}
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
    </Select>
  );
}

const Root = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  max-width: 320px;
`;

const Label = styled('label')`
  font-size: 14px;
  font-weight: 600;

  &[data-focused] {
    color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] &[data-focused] {
    color: #93c5fd;
  }
`;

const Select = styled('select')`
  box-sizing: border-box;
  width: 100%;
  font: inherit;
  font-size: 14px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
  background-color: #fff;
  color: #0f172a;

  &:focus {
    outline: 2px solid #3b82f6;
    border-color: #3b82f6;
  }

  &[aria-invalid='true'] {
    border-color: #dc2626;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &[aria-invalid='true'] {
    border-color: #f87171;
  }
`;

const Helper = styled('p')`
  margin: 0;
  font-size: 13px;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
