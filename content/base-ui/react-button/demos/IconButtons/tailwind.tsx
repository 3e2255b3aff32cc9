import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function IconButtons() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        slotProps={{
          root: {
            className:
              'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border border-solid border-slate-400 bg-transparent p-0 text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800 [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-[3px] [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-sky-300',
          },
        }}
        aria-label="Add to favorites"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.6 4.2 6.9C19.5 16.4 12 21 12 21z" />
        </svg>
      </Button>
      <Button
        slotProps={{
          root: {
            className:
              'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border border-solid border-slate-400 bg-transparent p-0 text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800 [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-[3px] [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-sky-300',
          },
        }}
        aria-label="Share"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
        </svg>
      </Button>
    </div>
  );
}
