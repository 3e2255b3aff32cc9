import * as React from 'react';
import { Button, type ButtonActions } from '@mui/base/Button';
import { styled } from '@mui/system';

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
});

const OutlinedButton = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: '8px',
  border: '1px solid #94a3b8',
  backgroundColor: 'transparent',
  color: '#0c4a6e',
  cursor: 'pointer',
  transition: 'background-color 120ms',
  '&:hover': {
    backgroundColor: '#f0f9ff',
  },
  '&.Mui-focusVisible': {
    outline: '3px solid #7dd3fc',
    outlineOffset: '2px',
  },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#64748b',
    color: '#e0f2fe',
  },
  '[data-mui-color-scheme="dark"] &:hover': {
    backgroundColor: '#0c4a6e',
  },
});

const StyledButton = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: '8px',
  border: '1px solid #0369a1',
  backgroundColor: '#0369a1',
  color: '#fff',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 120ms, transform 120ms',
  '&:hover': {
    backgroundColor: '#075985',
  },
  '&.Mui-active': {
    transform: 'scale(0.97)',
  },
  '&.Mui-focusVisible': {
    outline: '3px solid #7dd3fc',
    outlineOffset: '2px',
  },
  '&.Mui-disabled': {
    backgroundColor: '#e2e8f0',
    borderColor: '#e2e8f0',
    color: '#64748b',
    cursor: 'not-allowed',
    transform: 'none',
  },
  '[data-mui-color-scheme="dark"] &.Mui-disabled': {
    backgroundColor: '#334155',
    borderColor: '#334155',
    color: '#cbd5e1',
  },
});

export default function ButtonFocusAction() {
  const actionRef = React.useRef<ButtonActions>(null);

  return (
    <Row>
      <Button slots={{ root: OutlinedButton }} onClick={() => actionRef.current?.focusVisible()}>
        Move focus to Checkout
      </Button>
      <Button slots={{ root: StyledButton }} action={actionRef}>
        Checkout
      </Button>
    </Row>
  );
}
