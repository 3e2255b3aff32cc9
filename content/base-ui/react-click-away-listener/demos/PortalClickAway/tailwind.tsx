import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3">
      <label className="text-sm">
        <input type="checkbox" checked={disableReactTree} onChange={(event) => setDisableReactTree(event.target.checked)} />{' '}
        disableReactTree
      </label>
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={disableReactTree}>
        <div>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Filters
          </button>
          {open ? (
            <Portal container={container}>
              <div className="box-border w-[280px] max-w-full rounded-[10px] border border-solid border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
                <p className="mb-2 mt-0">This panel is rendered in a portal, below the dashed line.</p>
                <label className="text-sm">
                  <input type="checkbox" defaultChecked /> Only open issues
                </label>
              </div>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <div ref={setContainer} className="box-border min-h-[96px] w-full border-0 border-t border-dashed border-slate-400 pt-3" />
    </div>
  );
}
