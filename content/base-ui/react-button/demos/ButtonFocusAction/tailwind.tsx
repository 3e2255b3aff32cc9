import * as React from 'react';
import { Button, type ButtonActions } from '@mui/base/Button';

export default function ButtonFocusAction() {
  const actionRef = React.useRef<ButtonActions>(null);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        slotProps={{
          root: {
            className:
              'cursor-pointer rounded-lg border border-solid border-slate-400 bg-transparent px-4 py-2 [font-family:inherit] text-sm font-semibold leading-normal text-sky-900 transition hover:bg-sky-50 dark:border-slate-500 dark:text-sky-100 dark:hover:bg-sky-900 [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-[3px] [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-sky-300',
          },
        }}
        onClick={() => actionRef.current?.focusVisible()}
      >
        Move focus to Checkout
      </Button>
      <Button
        slotProps={{
          root: {
            className:
              'cursor-pointer rounded-lg border border-solid border-sky-700 bg-sky-700 px-4 py-2 [font-family:inherit] text-sm font-semibold leading-normal text-white no-underline transition hover:bg-sky-800 [&.Mui-active]:scale-[0.97] [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-[3px] [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-sky-300 [&.Mui-disabled]:cursor-not-allowed [&.Mui-disabled]:scale-100 [&.Mui-disabled]:border-slate-200 [&.Mui-disabled]:bg-slate-200 [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:border-slate-700 dark:[&.Mui-disabled]:bg-slate-700 dark:[&.Mui-disabled]:text-slate-300',
          },
        }}
        action={actionRef}
      >
        Checkout
      </Button>
    </div>
  );
}
