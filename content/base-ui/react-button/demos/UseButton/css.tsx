import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styles from './css.module.css';

interface PushButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: () => void;
}

function PushButton({ children, disabled, onClick }: PushButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });

  return (
    <button
      className={styles.hook}
      {...getRootProps({ onClick })}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </button>
  );
}

export default function UseButton() {
  const [count, setCount] = React.useState(0);

  return (
    <div className={styles.row}>
      <PushButton onClick={() => setCount((value) => value + 1)}>Pressed {count} times</PushButton>
      <PushButton disabled>Out of order</PushButton>
    </div>
  );
}
