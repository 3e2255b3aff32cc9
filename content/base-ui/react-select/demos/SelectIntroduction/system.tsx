import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

export default function SelectIntroduction() {
  const id = React.useId();

  return (
    <Field>
      <Label htmlFor={id}>Delivery city</Label>
      <Select
        id={id}
        placeholder={<Placeholder>Choose a city…</Placeholder>}
        slots={{ root: Trigger, popper: Layer, listbox: Listbox }}
      >
        <Item value="lisbon">Lisbon</Item>
        <Item value="oslo">Oslo</Item>
        <Item value="seoul">Seoul</Item>
        <Item value="toronto">Toronto</Item>
      </Select>
    </Field>
  );
}

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
