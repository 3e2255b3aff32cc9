import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

function CustomModal({
  open,
  onClose,
  labelledBy,
  children,
  container,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
  container: HTMLElement | null;
}) {
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    rootRef: null,
    children: null,
  });
  // `open` is for a backdrop component; a <div> has no use for it.
  const { open: _backdropOpen, ...backdropProps } = getBackdropProps();
  if (!open) return null;
  return (
    <Portal ref={portalRef} container={container}>
      <div className="fixed inset-0 z-[1300] flex items-center justify-center p-4" {...getRootProps()}>
        <div className="fixed inset-0 -z-10 bg-slate-900/50" {...backdropProps} />
        <FocusTrap open isEnabled={isTopModal}>
          <div
            className="box-border w-full max-w-[420px] rounded-2xl border border-solid border-slate-200 bg-white p-6 text-slate-900 shadow-xl outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            role="dialog"
            aria-modal="true"
            aria-labelledby={labelledBy}
            tabIndex={-1}
          >
            {children}
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}

const buttonClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

export default function ModalHooks() {
  const [open, setOpen] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();

  return (
    <div ref={setContainer}>
      <button type="button" className={buttonClasses} onClick={() => setOpen(true)}>
        About this workspace
      </button>
      <CustomModal open={open} onClose={() => setOpen(false)} labelledBy={titleId} container={container}>
        <h2 id={titleId} className="m-0 mb-2 text-lg font-bold">
          About this workspace
        </h2>
        <p className="m-0 text-sm leading-normal text-slate-600 dark:text-slate-300">
          This dialog is built from unstable_useModal, Portal and FocusTrap, without the Modal component.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClasses} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </CustomModal>
    </div>
  );
}
