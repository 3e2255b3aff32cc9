import * as React from 'react';
import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';

function HookSwitch({ label, ...parameters }: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);

  return (
    <span
      className="relative m-2 inline-block h-6 w-10 cursor-pointer align-middle [&[data-disabled]]:cursor-not-allowed [&[data-disabled]]:opacity-45"
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <span className="absolute inset-0 rounded-full bg-slate-400 transition-colors duration-100 [[data-checked]>&]:bg-sky-700 [[data-focus-visible]>&]:outline [[data-focus-visible]>&]:outline-2 [[data-focus-visible]>&]:outline-offset-2 [[data-focus-visible]>&]:outline-sky-700 dark:bg-slate-600 dark:[[data-checked]>&]:bg-sky-400 dark:[[data-focus-visible]>&]:outline-sky-400" />
      <span className="absolute left-1 top-1 h-4 w-4 rounded-full bg-white shadow transition-[left] duration-100 [[data-checked]>&]:left-5" />
      <input
        className="absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0"
        {...getInputProps()}
        aria-label={label}
      />
    </span>
  );
}

export default function UseSwitch() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <HookSwitch label="Sync photos" defaultChecked />
      <HookSwitch label="Sync contacts" />
      <HookSwitch label="Sync calendar" disabled />
    </div>
  );
}
