import * as React from 'react';
import { Portal } from '@mui/base/Portal';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const targetRef = React.useRef<HTMLDivElement>(null);

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <label className="text-sm">
        <input type="checkbox" checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />{' '}
        disablePortal
      </label>
      <div className="box-border flex min-h-[88px] w-full flex-col items-start gap-2 rounded-[10px] border border-dashed border-slate-400 p-3" ref={targetRef}>
        <p className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">The container</p>
      </div>
      <div className="box-border flex min-h-[88px] w-full flex-col items-start gap-2 rounded-[10px] border border-dashed border-slate-400 p-3">
        <p className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Parent in the React tree</p>
        <Portal container={() => targetRef.current} disablePortal={disablePortal}>
          <span className="rounded-md bg-green-100 px-2.5 py-1.5 text-green-900 dark:bg-green-900 dark:text-green-100">{disablePortal ? 'Rendered in place.' : 'Rendered in the container.'}</span>
        </Portal>
      </div>
    </div>
  );
}
