import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '6px',
});

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
});

const InputRoot = styled('div')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  width: '260px',
  maxWidth: '100%',
  padding: '0 10px',
  border: '1px solid #94a3b8',
  borderRadius: '8px',
  backgroundColor: '#fff',
  color: '#0f172a',
  fontSize: '0.875rem',
  boxSizing: 'border-box',
  '&:hover': {
    borderColor: '#475569',
  },
  '&.Mui-focused': {
    borderColor: '#0369a1',
    boxShadow: '0 0 0 3px rgb(14 165 233 / 0.3)',
  },
  '&.Mui-error': {
    borderColor: '#b91c1c',
  },
  '&.Mui-disabled': {
    backgroundColor: '#f1f5f9',
    color: '#64748b',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#0f172a',
    borderColor: '#475569',
    color: '#f1f5f9',
  },
  '[data-mui-color-scheme="dark"] &.Mui-focused': {
    borderColor: '#38bdf8',
  },
  '[data-mui-color-scheme="dark"] &.Mui-error': {
    borderColor: '#f87171',
  },
  '[data-mui-color-scheme="dark"] &.Mui-disabled': {
    backgroundColor: '#1e293b',
    color: '#94a3b8',
  },
});

const TextareaElement = styled('textarea')({
  flex: 1,
  minWidth: 0,
  padding: '8px 0',
  border: 0,
  outline: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  resize: 'none',
  '&::placeholder': {
    color: '#64748b',
  },
  '[data-mui-color-scheme="dark"] &::placeholder': {
    color: '#94a3b8',
  },
});

export default function MultilineInput() {
  return (
    <Stack>
      <Label htmlFor="delivery-notes">Delivery notes</Label>
      <Input
        slots={{ root: InputRoot, textarea: TextareaElement }}
        id="delivery-notes"
        multiline
        rows={3}
        placeholder="Leave the parcel with the concierge."
      />
    </Stack>
  );
}
