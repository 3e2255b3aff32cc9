import * as React from 'react';
import { Switch } from '@mui/base/Switch';

export default function SwitchWithoutTrack() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="inline-flex cursor-pointer items-center gap-1 text-sm">
        <Switch
          slots={{ track: null }}
          slotProps={{
            root: {
              className:
                'relative m-2 inline-block h-7 w-[52px] cursor-pointer rounded-lg border border-solid border-slate-400 bg-slate-100 dark:border-slate-500 dark:bg-slate-800 [&.Mui-checked]:border-green-700 [&.Mui-checked]:bg-green-100 [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-green-700 dark:[&.Mui-checked]:border-green-400 dark:[&.Mui-checked]:bg-green-900',
            },
            thumb: {
              className:
                'absolute left-[3px] top-[3px] h-5 w-5 rounded-[5px] bg-slate-500 transition-[left] duration-100 [.Mui-checked>&]:left-[27px] [.Mui-checked>&]:bg-green-700 dark:[.Mui-checked>&]:bg-green-400',
            },
            input: {
              className: 'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0',
            },
          }}
          defaultChecked
        />
        Show grid lines
      </label>
      <label className="inline-flex cursor-pointer items-center gap-1 text-sm">
        <Switch
          slots={{ track: null }}
          slotProps={{
            root: {
              className:
                'relative m-2 inline-block h-7 w-[52px] cursor-pointer rounded-lg border border-solid border-slate-400 bg-slate-100 dark:border-slate-500 dark:bg-slate-800 [&.Mui-checked]:border-green-700 [&.Mui-checked]:bg-green-100 [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-green-700 dark:[&.Mui-checked]:border-green-400 dark:[&.Mui-checked]:bg-green-900',
            },
            thumb: {
              className:
                'absolute left-[3px] top-[3px] h-5 w-5 rounded-[5px] bg-slate-500 transition-[left] duration-100 [.Mui-checked>&]:left-[27px] [.Mui-checked>&]:bg-green-700 dark:[.Mui-checked>&]:bg-green-400',
            },
            input: {
              className: 'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0',
            },
          }}
        />
        Snap to grid
      </label>
    </div>
  );
}
