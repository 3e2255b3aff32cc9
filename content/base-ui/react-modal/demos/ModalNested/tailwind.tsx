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

export default function ModalNested() {
  const [shareOpen, setShareOpen] = React.useState(false);
  const [linkOpen, setLinkOpen] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const shareTitleId = React.useId();
  const linkTitleId = React.useId();
  const modalProps = {
    container,
    className: 'fixed inset-0 z-[1300] flex items-center justify-center p-4',
    slots: { backdrop: Backdrop },
    slotProps: {
      backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/50' },
    },
  };
  const dialogClasses =
    'box-border w-full max-w-[420px] rounded-2xl border border-solid border-slate-200 bg-white p-6 text-slate-900 shadow-xl outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

  return (
    <div ref={setContainer}>
      <button type="button" className={buttonClasses} onClick={() => setShareOpen(true)}>
        Share report
      </button>
      <Modal open={shareOpen} onClose={() => setShareOpen(false)} {...modalProps}>
        <div className={dialogClasses} role="dialog" aria-modal="true" aria-labelledby={shareTitleId}>
          <h2 id={shareTitleId} className="m-0 mb-2 text-lg font-bold">
            Share “Quarterly report”
          </h2>
          <p className="m-0 text-sm leading-normal text-slate-600 dark:text-slate-300">
            Only the finance team can open this report. Anyone with a link could open it too.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClasses} onClick={() => setLinkOpen(true)}>
              Create a link…
            </button>
            <button type="button" className={primaryClasses} onClick={() => setShareOpen(false)}>
              Done
            </button>
          </div>
          <Modal open={linkOpen} onClose={() => setLinkOpen(false)} {...modalProps}>
            <div className={dialogClasses} role="dialog" aria-modal="true" aria-labelledby={linkTitleId}>
              <h2 id={linkTitleId} className="m-0 mb-2 text-lg font-bold">
                Create a public link?
              </h2>
              <p className="m-0 text-sm leading-normal text-slate-600 dark:text-slate-300">
                Press Escape or Cancel: only this dialog closes, and the first stays open.
              </p>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <button type="button" className={buttonClasses} onClick={() => setLinkOpen(false)}>
                  Cancel
                </button>
                <button type="button" className={primaryClasses} onClick={() => setLinkOpen(false)}>
                  Create link
                </button>
              </div>
            </div>
          </Modal>
        </div>
      </Modal>
    </div>
  );
}
