import * as React from 'react';
import { Portal } from '@mui/base/Portal';

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      {/* Clicks inside the portal still reach this onClick, through the React tree. */}
      <div onClick={() => setClicks((value) => value + 1)}>
        <div className="box-border flex min-h-[88px] w-full flex-col items-start gap-2 rounded-[10px] border border-dashed border-slate-400 p-3">
          <p className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Parent with an onClick handler</p>
          <span aria-live="polite">Clicks received: {clicks}</span>
          <Portal container={container}>
            <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button">Click me</button>
          </Portal>
        </div>
      </div>
      <div className="box-border flex min-h-[88px] w-full flex-col items-start gap-2 rounded-[10px] border border-dashed border-slate-400 p-3" ref={setContainer}>
        <p className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">The container</p>
      </div>
    </div>
  );
}
