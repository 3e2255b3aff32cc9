import * as React from 'react';
import { Switch, type SwitchOwnerState } from '@mui/base/Switch';

export default function SwitchThumbLabel() {
  return (
    <label className="inline-flex cursor-pointer items-center gap-1 text-sm">
      <Switch
        slotProps={{
          root: {
            className:
              'relative m-2 inline-block h-6 w-10 cursor-pointer align-middle [&.Mui-disabled]:cursor-not-allowed [&.Mui-disabled]:opacity-45',
          },
          track: {
            className:
              'absolute inset-0 rounded-full bg-slate-400 transition-colors duration-100 [.Mui-checked>&]:bg-sky-700 [.Mui-focusVisible>&]:outline [.Mui-focusVisible>&]:outline-2 [.Mui-focusVisible>&]:outline-offset-2 [.Mui-focusVisible>&]:outline-sky-700 dark:bg-slate-600 dark:[.Mui-checked>&]:bg-sky-400 dark:[.Mui-focusVisible>&]:outline-sky-400',
          },
          input: {
            className: 'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0',
          },
          thumb: (ownerState: SwitchOwnerState) => ({
            className:
              'absolute left-[3px] top-[3px] h-[18px] w-[18px] rounded-full bg-white text-center text-[10px] font-bold leading-[18px] text-slate-700 transition-[left] duration-100 [.Mui-checked>&]:left-[19px] [.Mui-checked>&]:text-sky-700',
            'aria-hidden': true,
            children: ownerState.checked ? 'I' : 'O',
          }),
        }}
      />
      Power saving
    </label>
  );
}
