import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open: _open, ownerState: _ownerState, ...other }, ref) {
    return <div ref={ref} {...other} />;
  },
);

const buttonClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

const primaryClasses =
  'cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 text-sm font-semibold text-white [font-family:inherit] hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-blue-600 dark:bg-blue-600 dark:hover:bg-blue-700';

export default function ModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();

  return (
    <div ref={setContainer}>
      <button type="button" className={buttonClasses} onClick={() => setOpen(true)}>
        Filter tasks
      </button>
      <Modal
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        container={container}
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.MuiModal-hidden]:invisible"
        slots={{ backdrop: Backdrop }}
        slotProps={{
          backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/50' },
        }}
      >
        <div
          className="box-border w-full max-w-[420px] rounded-2xl border border-solid border-slate-200 bg-white p-6 text-slate-900 shadow-xl outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <h2 id={titleId} className="m-0 mb-2 text-lg font-bold">
            Show tasks that are
          </h2>
          <fieldset className="m-0 flex flex-col gap-2 border-0 p-0 text-sm" aria-labelledby={titleId}>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="status" value="open" defaultChecked />
              Open
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="status" value="inProgress" defaultChecked />
              In progress
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="status" value="blocked" />
              Blocked
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="status" value="done" />
              Done
            </label>
          </fieldset>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={primaryClasses} onClick={() => setOpen(false)}>
              Apply
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
