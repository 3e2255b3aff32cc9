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

export default function ModalFocus() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Roadmap 2025.pdf');
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('fileName');
    if (typeof value === 'string' && value.trim() !== '') setName(value.trim());
    setOpen(false);
  };

  return (
    <div ref={setContainer}>
      <button type="button" className={buttonClasses} onClick={() => setOpen(true)}>
        Rename file
      </button>
      <p className="mb-0 mt-3 text-sm">File name: {name}</p>
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
        <form
          className="box-border w-full max-w-[420px] rounded-2xl border border-solid border-slate-200 bg-white p-6 text-slate-900 shadow-xl outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onSubmit={handleSubmit}
        >
          <h2 id={titleId} className="m-0 mb-2 text-lg font-bold">
            Rename file
          </h2>
          <label className="mt-4 flex flex-col gap-1.5 text-sm font-semibold">
            New name
            <input
              className="rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm font-normal text-slate-900 [font-family:inherit] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
              name="fileName"
              defaultValue={name}
              autoFocus
            />
          </label>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClasses} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className={primaryClasses}>
              Rename
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
