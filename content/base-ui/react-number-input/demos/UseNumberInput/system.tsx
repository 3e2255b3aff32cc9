import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const HookNumberRoot = styled('div')({
  display: 'inline-flex',
  alignItems: 'stretch',
  width: '180px',
  maxWidth: '100%',
  border: '1px solid #94a3b8',
  borderRadius: '8px',
  overflow: 'hidden',
  backgroundColor: '#fff',
  color: '#0f172a',
  fontSize: '0.875rem',
  '&[data-focused]': {
    borderColor: '#0369a1',
    boxShadow: '0 0 0 3px rgb(14 165 233 / 0.3)',
  },
  '&.Mui-error': {
    borderColor: '#b91c1c',
  },
  '&[data-disabled]': {
    opacity: 0.6,
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#0f172a',
    borderColor: '#475569',
    color: '#f1f5f9',
  },
  '[data-mui-color-scheme="dark"] &[data-focused]': {
    borderColor: '#38bdf8',
  },
  '[data-mui-color-scheme="dark"] &.Mui-error': {
    borderColor: '#f87171',
  },
});

const HookDecrementButton = styled('button')({
  width: '36px',
  flexShrink: 0,
  border: 0,
  backgroundColor: '#f1f5f9',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.125rem',
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#e2e8f0',
  },
  '&:disabled': {
    color: '#94a3b8',
    cursor: 'not-allowed',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#1e293b',
  },
  '[data-mui-color-scheme="dark"] &:hover': {
    backgroundColor: '#334155',
  },
  '[data-mui-color-scheme="dark"] &:disabled': {
    color: '#64748b',
  },
  order: 1,
});

const HookNumberField = styled('input')({
  order: 2,
  flex: 1,
  minWidth: 0,
  width: '100%',
  padding: '8px 6px',
  border: 0,
  outline: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'center',
});

const HookIncrementButton = styled('button')({
  width: '36px',
  flexShrink: 0,
  border: 0,
  backgroundColor: '#f1f5f9',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.125rem',
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#e2e8f0',
  },
  '&:disabled': {
    color: '#94a3b8',
    cursor: 'not-allowed',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#1e293b',
  },
  '[data-mui-color-scheme="dark"] &:hover': {
    backgroundColor: '#334155',
  },
  '[data-mui-color-scheme="dark"] &:disabled': {
    color: '#64748b',
  },
  order: 3,
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '16px',
});

function CompactNumberInput({ label, min, max }: { label: string; min: number; max: number }) {
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
    disabled,
  } = useNumberInput({ min, max, defaultValue: min });

  return (
    <HookNumberRoot
      {...getRootProps()}
      data-focused={focused || undefined}
      data-disabled={disabled || undefined}
    >
      <HookDecrementButton {...getDecrementButtonProps()} aria-label={`Fewer ${label}`}>
        −
      </HookDecrementButton>
      <HookNumberField {...getInputProps()} role="spinbutton" aria-label={label} />
      <HookIncrementButton {...getIncrementButtonProps()} aria-label={`More ${label}`}>
        +
      </HookIncrementButton>
    </HookNumberRoot>
  );
}

export default function UseNumberInput() {
  return (
    <Row>
      <CompactNumberInput label="adults" min={1} max={6} />
      <CompactNumberInput label="children" min={0} max={4} />
    </Row>
  );
}
