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

export default function ModalIntroduction() {
  const [open, setOpen] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();
  const textId = React.useId();

  return (
    <div ref={setContainer}>
      <button type="button" className={buttonClasses} onClick={() => setOpen(true)}>
        Archive project
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={container}
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4"
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
          aria-describedby={textId}
        >
          <h2 id={titleId} className="m-0 mb-2 text-lg font-bold">
            Archive this project?
          </h2>
          <p id={textId} className="m-0 text-sm leading-normal text-slate-600 dark:text-slate-300">
            Its boards become read-only and its members stop getting notifications. You can restore it from the archive
            at any time.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClasses} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className={primaryClasses} onClick={() => setOpen(false)}>
              Archive
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
