import * as React from 'react';
import { Portal } from '@mui/base/Portal';

export default function PortalContainer() {
  const [show, setShow] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => setShow((value) => !value)}>
        {show ? 'Unmount the note' : 'Mount the note'}
      </button>
      <div className="box-border flex min-h-[88px] w-full flex-col items-start gap-2 rounded-[10px] border border-dashed border-slate-400 p-3">
        <p className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Where the JSX is written</p>
        {show ? (
          <Portal container={container}>
            <span className="rounded-md bg-green-100 px-2.5 py-1.5 text-green-900 dark:bg-green-900 dark:text-green-100">Written in the first box, shown in the second.</span>
          </Portal>
        ) : null}
      </div>
      <div className="box-border flex min-h-[88px] w-full flex-col items-start gap-2 rounded-[10px] border border-dashed border-slate-400 p-3" ref={setContainer}>
        <p className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">The container</p>
      </div>
    </div>
  );
}
