import * as React from 'react';
import {
  Unstable_NumberInput as NumberInput,
  type NumberInputProps,
} from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '16px',
});

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

const NumberRoot = styled('div')({
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
  '&.Mui-focused': {
    borderColor: '#0369a1',
    boxShadow: '0 0 0 3px rgb(14 165 233 / 0.3)',
  },
  '&.Mui-error': {
    borderColor: '#b91c1c',
  },
  '&.Mui-disabled': {
    opacity: 0.6,
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
});

const NumberField = styled('input')({
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

const IncrementButton = styled('button')({
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

const DecrementButton = styled('button')({
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

function StyledNumberInput({ label, ...props }: NumberInputProps & { label?: string }) {
  return (
    <NumberInput
      {...props}
      slots={{
        root: NumberRoot,
        input: NumberField,
        incrementButton: IncrementButton,
        decrementButton: DecrementButton,
      }}
      slotProps={{
        input: { role: 'spinbutton', 'aria-label': label },
        incrementButton: { children: '+', 'aria-label': 'Increase' },
        decrementButton: { children: '−', 'aria-label': 'Decrease' },
      }}
    />
  );
}

export default function NumberInputStates() {
  return (
    <Row>
      <Stack>
        <Label htmlFor="seats-error">Seats</Label>
        <StyledNumberInput id="seats-error" defaultValue={0} min={0} error />
      </Stack>
      <Stack>
        <Label htmlFor="seats-disabled">Locked seats</Label>
        <StyledNumberInput id="seats-disabled" defaultValue={4} disabled />
      </Stack>
      <Stack>
        <Label htmlFor="seats-readonly">Included seats</Label>
        <StyledNumberInput id="seats-readonly" value={10} readOnly />
      </Stack>
    </Row>
  );
}
