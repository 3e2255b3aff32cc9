import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const OPTIONS = ['disableAutoFocus', 'disableEnforceFocus', 'disableRestoreFocus'] as const;

type Option = (typeof OPTIONS)[number];

export default function FocusTrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Record<Option, boolean>>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={options[option]}
              disabled={open}
              onChange={(event) => setOptions({ ...options, [option]: event.target.checked })}
            />{' '}
            {option}
          </label>
        ))}
      </div>
      <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        Open the trap
      </button>
      {open ? (
        <FocusTrap open {...options}>
          <div className="box-border flex w-full flex-col gap-2.5 rounded-[10px] border-2 border-solid border-blue-500 bg-slate-50 p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-blue-400 dark:bg-slate-800" tabIndex={-1} role="group" aria-labelledby="trap-options-title">
            <p className="m-0 font-semibold" id="trap-options-title">Focus is trapped here</p>
            <label className="flex flex-col gap-1">
              Search
              <input type="text" className="rounded-md border border-solid border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 [font-family:inherit] dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100" placeholder="Type, then press Tab" />
            </label>
            <div className="flex flex-wrap gap-2">
              <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
