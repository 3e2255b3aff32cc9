import * as React from 'react';
import { Switch, type SwitchOwnerState } from '@mui/base/Switch';

interface IconThumbProps {
  className?: string;
  ownerState: SwitchOwnerState;
}

// A slot component: Switch passes it the slot's props (here the class names) and its owner state.
function IconThumb({ className, ownerState }: IconThumbProps) {
  return (
    <span className={className} aria-hidden="true">
      {ownerState.checked ? '✓' : '✕'}
    </span>
  );
}

export default function SwitchWithIconThumb() {
  return (
    <label className="inline-flex cursor-pointer items-center gap-1 text-sm">
      <Switch
        defaultChecked
        slots={{ thumb: IconThumb }}
        slotProps={{
          root: { className: 'relative m-2 inline-block h-6 w-11 cursor-pointer align-middle' },
          track: {
            className:
              'absolute inset-0 rounded-full bg-slate-400 transition-colors duration-100 [.Mui-checked>&]:bg-sky-700 [.Mui-focusVisible>&]:outline [.Mui-focusVisible>&]:outline-2 [.Mui-focusVisible>&]:outline-offset-2 [.Mui-focusVisible>&]:outline-sky-700 dark:bg-slate-600 dark:[.Mui-checked>&]:bg-sky-400 dark:[.Mui-focusVisible>&]:outline-sky-400',
          },
          thumb: {
            className:
              'absolute left-[3px] top-[3px] flex h-[18px] w-[18px] items-center justify-center rounded-full bg-white text-[11px] font-bold text-slate-700 shadow transition-[left] duration-100 [.Mui-checked>&]:left-[23px] [.Mui-checked>&]:text-sky-700',
          },
          input: { className: 'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0' },
        }}
      />
      Sync over mobile data
    </label>
  );
}
