import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const timeZones = [
  { city: 'Honolulu', offset: 'UTC−10:00' },
  { city: 'Los Angeles', offset: 'UTC−08:00' },
  { city: 'Chicago', offset: 'UTC−06:00' },
  { city: 'New York', offset: 'UTC−05:00' },
  { city: 'London', offset: 'UTC+00:00' },
  { city: 'Paris', offset: 'UTC+01:00' },
  { city: 'Nairobi', offset: 'UTC+03:00' },
  { city: 'Mumbai', offset: 'UTC+05:30' },
  { city: 'Bangkok', offset: 'UTC+07:00' },
  { city: 'Tokyo', offset: 'UTC+09:00' },
  { city: 'Sydney', offset: 'UTC+10:00' },
];

export default function SelectCustomListbox() {
  const id = React.useId();

  return (
    <Field>
      <Label htmlFor={id}>Time zone</Label>
      <Select
        id={id}
        defaultValue="Paris"
        slots={{ root: Trigger, popper: Layer, listbox: Listbox }}
        slotProps={{
          popper: {
            placement: 'bottom-end',
            modifiers: [{ name: 'offset', options: { offset: [0, 8] } }],
          },
        }}
      >
        {timeZones.map((zone) => (
          <Item key={zone.city} value={zone.city} label={zone.city}>
            <span>{zone.city}</span>
            <Offset>{zone.offset}</Offset>
          </Item>
        ))}
      </Select>
    </Field>
  );
}

const Offset = styled('span')({
  fontSize: 12,
  fontVariantNumeric: 'tabular-nums',
});

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
});

const Label = styled('label')({ fontSize: 14, fontWeight: 600 });

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
  margin: 0,
  width: 260,
  maxHeight: 200,
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
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
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
