import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

const HookButton = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '10px 18px',
  borderRadius: '12px',
  border: 0,
  backgroundColor: '#1e293b',
  color: '#f8fafc',
  boxShadow: '0 3px 0 #0f172a',
  cursor: 'pointer',
  '&[data-active]': {
    transform: 'translateY(3px)',
    boxShadow: 'none',
  },
  '&[data-focus-visible]': {
    outline: '3px solid #7dd3fc',
    outlineOffset: '2px',
  },
  '&:disabled': {
    opacity: 0.5,
    cursor: 'not-allowed',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    boxShadow: '0 3px 0 #94a3b8',
  },
  '[data-mui-color-scheme="dark"] &[data-active]': {
    boxShadow: 'none',
  },
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
});

interface PushButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: () => void;
}

function PushButton({ children, disabled, onClick }: PushButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });

  return (
    <HookButton
      {...getRootProps({ onClick })}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </HookButton>
  );
}

export default function UseButton() {
  const [count, setCount] = React.useState(0);

  return (
    <Row>
      <PushButton onClick={() => setCount((value) => value + 1)}>Pressed {count} times</PushButton>
      <PushButton disabled>Out of order</PushButton>
    </Row>
  );
}
