import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

interface Plan {
  id: string;
  name: string;
}

const plans: Plan[] = [
  { id: 'plan_basic', name: 'Basic' },
  { id: 'plan_team', name: 'Team' },
  { id: 'plan_enterprise', name: 'Enterprise' },
];

export default function SelectForm() {
  const planId = React.useId();
  const addOnsId = React.useId();
  const [submitted, setSubmitted] = React.useState('Nothing sent yet.');
  const slots = { root: Trigger, popper: Layer, listbox: Listbox };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = Array.from(new FormData(event.currentTarget).entries());
    setSubmitted(entries.map(([key, value]) => `${key} = ${String(value)}`).join('\n'));
  };

  return (
    <Form onSubmit={handleSubmit}>
      <Field>
        <Label htmlFor={planId}>Plan (required)</Label>
        <Select<Plan, false>
          id={planId}
          name="plan"
          required
          getSerializedValue={(option) => option?.value.id ?? ''}
          placeholder={<Placeholder>Choose a plan…</Placeholder>}
          slots={slots}
        >
          {plans.map((plan) => (
            <Item key={plan.id} value={plan}>
              {plan.name}
            </Item>
          ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor={addOnsId}>Add-ons</Label>
        <Select
          id={addOnsId}
          name="addOns"
          multiple
          defaultValue={['backups']}
          placeholder={<Placeholder>None</Placeholder>}
          slots={slots}
        >
          <Item value="backups">Daily backups</Item>
          <Item value="sso">Single sign-on</Item>
          <Item value="audit">Audit log</Item>
        </Select>
      </Field>
      <Submit type="submit">Subscribe</Submit>
      <Output aria-live="polite">{submitted}</Output>
    </Form>
  );
}

const Form = styled('form')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px 16px',
});

const Submit = styled('button')({
  padding: '8px 16px',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  borderRadius: 8,
  border: '1px solid #1d4ed8',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1e40af' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
});

const Output = styled('pre')({
  width: '100%',
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
});

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
});

const Label = styled('label')({ fontSize: 14, fontWeight: 600 });

const Placeholder = styled('span')({
  color: '#475569',
  '[data-mui-color-scheme="dark"] &': { color: '#94a3b8' },
});

const Trigger = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minWidth: 220,
  padding: '8px 12px',
  font: 'inherit',
  fontSize: 14,
  textAlign: 'left',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '&::after': { content: '"▾"', color: '#475569' },
  '&:hover': { backgroundColor: '#f8fafc' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '&.Mui-expanded': { borderColor: '#3b82f6' },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&::after': { color: '#94a3b8' },
    '&:hover': { backgroundColor: '#1e293b' },
  },
});

const Layer = styled(Popper)({ zIndex: 10 });

const Listbox = styled('ul')({
  margin: '4px 0',
  minWidth: 220,
  maxHeight: 280,
  overflow: 'auto',
  padding: 6,
  listStyle: 'none',
  fontSize: 14,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  outline: 0,
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  },
});

const Item = styled(Option)({
  padding: '8px 12px',
  borderRadius: 8,
  cursor: 'pointer',
  userSelect: 'none',
  '&:hover, &.MuiOption-highlighted': { backgroundColor: '#f1f5f9' },
  '&.Mui-selected': {
    backgroundColor: '#eff6ff',
    color: '#1e40af',
    fontWeight: 600,
  },
  '[data-mui-color-scheme="dark"] &:hover, [data-mui-color-scheme="dark"] &.MuiOption-highlighted': {
    backgroundColor: '#1e293b',
  },
  '[data-mui-color-scheme="dark"] &.Mui-selected': {
    backgroundColor: '#1e3a8a',
    color: '#dbeafe',
  },
});
