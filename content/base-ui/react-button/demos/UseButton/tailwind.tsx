import * as React from 'react';
import { useButton } from '@mui/base/useButton';

interface PushButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: () => void;
}

function PushButton({ children, disabled, onClick }: PushButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });

  return (
    <button
      className="inline-flex cursor-pointer items-center gap-2 rounded-xl border-0 bg-slate-800 px-[18px] py-2.5 [font-family:inherit] text-sm font-semibold text-slate-50 shadow-[0_3px_0_#0f172a] disabled:cursor-not-allowed disabled:opacity-50 data-[active]:translate-y-[3px] data-[active]:shadow-none data-[focus-visible]:outline data-[focus-visible]:outline-[3px] data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-sky-300 dark:bg-slate-200 dark:text-slate-900 dark:shadow-[0_3px_0_#94a3b8] dark:data-[active]:shadow-none"
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
    <div className="flex flex-wrap items-center gap-3">
      <PushButton onClick={() => setCount((value) => value + 1)}>Pressed {count} times</PushButton>
      <PushButton disabled>Out of order</PushButton>
    </div>
  );
}
