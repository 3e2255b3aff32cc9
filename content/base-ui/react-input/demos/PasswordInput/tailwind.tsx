import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);

  return (
    <Input
      slotProps={{
        root: {
          className:
            'box-border inline-flex w-[260px] max-w-full items-center gap-1.5 rounded-lg border border-solid border-slate-400 bg-white px-2.5 text-sm text-slate-900 hover:border-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.Mui-focused]:border-sky-700 [&.Mui-focused]:shadow-[0_0_0_3px_rgb(14_165_233/0.3)] dark:[&.Mui-focused]:border-sky-400 [&.Mui-error]:border-red-700 dark:[&.Mui-error]:border-red-400 [&.Mui-disabled]:bg-slate-100 [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:bg-slate-800 dark:[&.Mui-disabled]:text-slate-400',
        },
        input: {
          className:
            'min-w-0 flex-1 resize-none border-0 bg-transparent py-2 text-inherit outline-0 [font:inherit] placeholder:text-slate-500 dark:placeholder:text-slate-400',
        },
      }}
      aria-label="Password"
      placeholder="Password"
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          className="-mr-1 inline-flex cursor-pointer rounded-md border-0 bg-transparent p-1 text-inherit hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700 dark:hover:bg-slate-700"
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            {visible ? (
              <path d="M2 4.3 3.3 3l17.7 17.7-1.3 1.3-3.4-3.4A10.8 10.8 0 0 1 12 19.5C6.5 19.5 2.8 15 1.5 12a12.6 12.6 0 0 1 4-5zM12 4.5c5.5 0 9.2 4.5 10.5 7.5a12.4 12.4 0 0 1-3 4.2L16.4 13A4.5 4.5 0 0 0 11 7.6L8.7 5.3A11 11 0 0 1 12 4.5z" />
            ) : (
              <path d="M12 4.5c5.5 0 9.2 4.5 10.5 7.5-1.3 3-5 7.5-10.5 7.5S2.8 15 1.5 12C2.8 9 6.5 4.5 12 4.5zm0 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
            )}
          </svg>
        </button>
      }
    />
  );
}
