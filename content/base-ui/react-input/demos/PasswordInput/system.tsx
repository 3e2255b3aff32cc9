import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const IconButton = styled('button')({
  display: 'inline-flex',
  padding: '4px',
  marginRight: '-4px',
  border: 0,
  borderRadius: '6px',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#e2e8f0',
  },
  '[data-mui-color-scheme="dark"] &:hover': {
    backgroundColor: '#334155',
  },
  '&:focus-visible': {
    outline: '2px solid #0369a1',
  },
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

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);

  return (
    <Input
      slots={{ root: InputRoot, input: InputElement }}
      aria-label="Password"
      placeholder="Password"
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            {visible ? (
              <path d="M2 4.3 3.3 3l17.7 17.7-1.3 1.3-3.4-3.4A10.8 10.8 0 0 1 12 19.5C6.5 19.5 2.8 15 1.5 12a12.6 12.6 0 0 1 4-5zM12 4.5c5.5 0 9.2 4.5 10.5 7.5a12.4 12.4 0 0 1-3 4.2L16.4 13A4.5 4.5 0 0 0 11 7.6L8.7 5.3A11 11 0 0 1 12 4.5z" />
            ) : (
              <path d="M12 4.5c5.5 0 9.2 4.5 10.5 7.5-1.3 3-5 7.5-10.5 7.5S2.8 15 1.5 12C2.8 9 6.5 4.5 12 4.5zm0 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
            )}
          </svg>
        </IconButton>
      }
    />
  );
}
