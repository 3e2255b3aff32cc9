import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function ToggleFocusTrap() {
  const [locked, setLocked] = React.useState(false);

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <FocusTrap open={locked} disableAutoFocus>
        <div className="box-border flex w-full flex-col gap-2.5 rounded-[10px] border-2 border-solid border-blue-500 bg-slate-50 p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-blue-400 dark:bg-slate-800" tabIndex={-1} role="group" aria-labelledby="toolbar-title">
          <p className="m-0 font-semibold" id="toolbar-title">Text formatting</p>
          <label>
            <input type="checkbox" checked={locked} onChange={(event) => setLocked(event.target.checked)} /> Keep focus in
            this box
          </label>
          <div className="flex flex-wrap gap-2">
            <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button">Bold</button>
            <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button">Italic</button>
            <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button">Link</button>
          </div>
        </div>
      </FocusTrap>
      <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button">Outside the trap</button>
    </div>
  );
}
