import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div className="inline-flex max-w-full flex-col items-start gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="share-panel"
          onClick={() => setOpen((value) => !value)}
          className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Share
        </button>
        {open ? (
          <div
            id="share-panel"
            className="box-border w-[280px] max-w-full rounded-[10px] border border-solid border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          >
            <p className="mb-2 mt-0">Anyone with the link can view this board.</p>
            <input
              aria-label="Share link"
              readOnly
              value="https://example.com/b/roadmap-2024"
              className="box-border w-full rounded-md border border-solid border-slate-400 bg-slate-50 px-2 py-1.5 text-[13px] text-inherit [font-family:inherit] dark:border-slate-500 dark:bg-slate-900"
            />
          </div>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
