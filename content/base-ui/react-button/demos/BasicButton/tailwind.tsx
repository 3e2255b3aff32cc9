import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function BasicButton() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        slotProps={{
          root: {
            className:
              'cursor-pointer rounded-lg border border-solid border-sky-700 bg-sky-700 px-4 py-2 [font-family:inherit] text-sm font-semibold leading-normal text-white no-underline transition hover:bg-sky-800 [&.Mui-active]:scale-[0.97] [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-[3px] [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-sky-300 [&.Mui-disabled]:cursor-not-allowed [&.Mui-disabled]:scale-100 [&.Mui-disabled]:border-slate-200 [&.Mui-disabled]:bg-slate-200 [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:border-slate-700 dark:[&.Mui-disabled]:bg-slate-700 dark:[&.Mui-disabled]:text-slate-300',
          },
        }}
      >
        Publish
      </Button>
      <Button
        slotProps={{
          root: {
            className:
              'cursor-pointer rounded-lg border border-solid border-sky-700 bg-sky-700 px-4 py-2 [font-family:inherit] text-sm font-semibold leading-normal text-white no-underline transition hover:bg-sky-800 [&.Mui-active]:scale-[0.97] [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-[3px] [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-sky-300 [&.Mui-disabled]:cursor-not-allowed [&.Mui-disabled]:scale-100 [&.Mui-disabled]:border-slate-200 [&.Mui-disabled]:bg-slate-200 [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:border-slate-700 dark:[&.Mui-disabled]:bg-slate-700 dark:[&.Mui-disabled]:text-slate-300',
          },
        }}
        disabled
      >
        Publish
      </Button>
    </div>
  );
}
