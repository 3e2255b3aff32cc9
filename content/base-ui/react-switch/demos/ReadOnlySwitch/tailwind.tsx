import * as React from 'react';
import { Switch } from '@mui/base/Switch';

export default function ReadOnlySwitch() {
  return (
    <div className="flex flex-wrap items-center gap-3">
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
            thumb: {
              className:
                'absolute left-1 top-1 h-4 w-4 rounded-full bg-white shadow transition-[left] duration-100 [.Mui-checked>&]:left-5',
            },
            input: {
              className: 'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0',
            },
          }}
          checked
          readOnly
        />
        Managed by your organization
      </label>
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
            thumb: {
              className:
                'absolute left-1 top-1 h-4 w-4 rounded-full bg-white shadow transition-[left] duration-100 [.Mui-checked>&]:left-5',
            },
            input: {
              className: 'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0',
            },
          }}
          disabled
        />
        Not available on this plan
      </label>
    </div>
  );
}
