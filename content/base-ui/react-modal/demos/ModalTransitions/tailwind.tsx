import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const DURATION = 200;

/** 'open' one frame after `open` turns true, 'closed' at once when it turns false. */
function useFadeState(open: boolean, onEnter?: () => void, onExited?: () => void) {
  const [shown, setShown] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });
  React.useEffect(() => {
    if (open) {
      callbacks.current.onEnter?.();
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      setShown(false);
      callbacks.current.onExited?.();
    }, DURATION);
    return () => clearTimeout(timer);
  }, [open]);
  return open && shown ? 'open' : 'closed';
}

interface FadingDialogProps extends React.HTMLAttributes<HTMLDivElement> {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
}

// Modal treats a child with an `in` prop as a transition and passes it `onEnter` and `onExited`.
const FadingDialog = React.forwardRef<HTMLDivElement, FadingDialogProps>(function FadingDialog(
  { in: open = false, onEnter, onExited, ...other },
  ref,
) {
  const state = useFadeState(open, onEnter, onExited);
  return <div ref={ref} data-state={state} {...other} />;
});

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop({ open = false, ownerState: _ownerState, ...other }, ref) {
    const state = useFadeState(open);
    return <div ref={ref} data-state={state} {...other} />;
  },
);

const buttonClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

const keyClasses =
  'rounded border border-solid border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-800';

export default function ModalTransitions() {
  const [open, setOpen] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();

  return (
    <div ref={setContainer}>
      <button type="button" className={buttonClasses} onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        container={container}
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4"
        slots={{ backdrop: Backdrop }}
        slotProps={{
          backdrop: {
            className:
              'fixed inset-0 -z-10 bg-slate-900/50 opacity-0 transition-opacity duration-200 motion-reduce:transition-none data-[state=open]:opacity-100',
          },
        }}
      >
        <FadingDialog
          in={open}
          className="box-border w-full max-w-[420px] scale-[0.96] rounded-2xl border border-solid border-slate-200 bg-white p-6 text-slate-900 opacity-0 shadow-xl outline-none transition duration-200 motion-reduce:transition-none data-[state=open]:scale-100 data-[state=open]:opacity-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <h2 id={titleId} className="m-0 mb-2 text-lg font-bold">
            Keyboard shortcuts
          </h2>
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt>
              <kbd className={keyClasses}>N</kbd>
            </dt>
            <dd className="m-0">New task</dd>
            <dt>
              <kbd className={keyClasses}>/</kbd>
            </dt>
            <dd className="m-0">Search tasks</dd>
            <dt>
              <kbd className={keyClasses}>?</kbd>
            </dt>
            <dd className="m-0">Show this list</dd>
          </dl>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClasses} onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </FadingDialog>
      </Modal>
    </div>
  );
}
