import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        Edit address
      </button>
      {open ? (
        <FocusTrap open>
          <div className="box-border flex w-full flex-col gap-2.5 rounded-[10px] border-2 border-solid border-blue-500 bg-slate-50 p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-blue-400 dark:bg-slate-800" tabIndex={-1} role="group" aria-labelledby="address-title">
            <p className="m-0 font-semibold" id="address-title">Delivery address</p>
            <label className="flex flex-col gap-1">
              Street
              <input type="text" className="rounded-md border border-solid border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 [font-family:inherit] dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100" defaultValue="12 Harbour Road" />
            </label>
            <label className="flex flex-col gap-1">
              City
              <input type="text" className="rounded-md border border-solid border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 [font-family:inherit] dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100" defaultValue="Bristol" />
            </label>
            <div className="flex flex-wrap gap-2">
              <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => setOpen(false)}>
                Save
              </button>
              <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
