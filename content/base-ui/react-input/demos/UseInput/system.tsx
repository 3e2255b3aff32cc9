import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

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
  '&[data-focused]': {
    borderColor: '#0369a1',
    boxShadow: '0 0 0 3px rgb(14 165 233 / 0.3)',
  },
  '&[data-error]': {
    borderColor: '#b91c1c',
  },
  '&[data-disabled]': {
    backgroundColor: '#f1f5f9',
    color: '#64748b',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#0f172a',
    borderColor: '#475569',
    color: '#f1f5f9',
  },
  '[data-mui-color-scheme="dark"] &[data-focused]': {
    borderColor: '#38bdf8',
  },
  '[data-mui-color-scheme="dark"] &[data-error]': {
    borderColor: '#f87171',
  },
  '[data-mui-color-scheme="dark"] &[data-disabled]': {
    backgroundColor: '#1e293b',
    color: '#94a3b8',
  },
});

const Adornment = styled('span')({
  color: '#475569',
  whiteSpace: 'nowrap',
  '[data-mui-color-scheme="dark"] &': {
    color: '#cbd5e1',
  },
});

const InputElement = styled('input')({
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

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '16px',
});

interface SearchFieldProps {
  label: string;
  defaultValue?: string;
  disabled?: boolean;
}

function SearchField({ label, defaultValue, disabled }: SearchFieldProps) {
  const { getRootProps, getInputProps, focused } = useInput({ defaultValue, disabled });

  return (
    <InputRoot
      {...getRootProps()}
      data-focused={focused || undefined}
      data-disabled={disabled || undefined}
    >
      <Adornment aria-hidden="true">⌕</Adornment>
      <InputElement {...getInputProps()} aria-label={label} placeholder={label} />
    </InputRoot>
  );
}

export default function UseInput() {
  return (
    <Row>
      <SearchField label="Search orders" />
      <SearchField label="Search archived orders" disabled />
    </Row>
  );
}
