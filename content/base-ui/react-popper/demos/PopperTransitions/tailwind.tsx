import * as React from 'react';
import { Popper } from '@mui/base/Popper';

const DURATION = 150;

interface FadeProps {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
  className?: string;
  children: React.ReactNode;
}

// Popper's `transition` mode passes `in`, `onEnter` and `onExited` through the children function.
function Fade({ in: open = false, onEnter, onExited, className, children }: FadeProps) {
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
  return (
    <div className={className} data-state={open && shown ? 'open' : 'closed'}>
      {children}
    </div>
  );
}

export default function PopperTransitions() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <div className="min-h-[150px]">
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Delivery details
      </button>
      <Popper
        id={panelId}
        open={open}
        anchorEl={anchor}
        placement="bottom-start"
        transition
        disablePortal
        className="z-10"
      >
        {({ TransitionProps }) => (
          <Fade
            className="mt-1.5 box-border w-[260px] rounded-xl border border-solid border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 -translate-y-1 opacity-0 transition duration-150 motion-reduce:transition-none data-[state=open]:translate-y-0 data-[state=open]:opacity-100"
            {...TransitionProps}
          >
            Orders placed before 2 p.m. leave the warehouse the same day. Delivery takes one to three working days.
          </Fade>
        )}
      </Popper>
    </div>
  );
}
