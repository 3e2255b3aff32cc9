import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';

type ScaleInProps = Pick<PopupChildrenProps, 'requestOpen' | 'onEnter' | 'onExited'> & {
  children: React.ReactNode;
};

// Tells the popup when the enter transition starts and when the exit transition has ended.
function ScaleIn({ requestOpen, onEnter, onExited, children }: ScaleInProps) {
  const [visible, setVisible] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });

  React.useEffect(() => {
    if (requestOpen) {
      callbacks.current.onEnter();
      // Wait one frame so the hidden state is painted before the transition to the visible one.
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    // Without motion no transitionend event comes: unmount at once.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) callbacks.current.onExited();
    return undefined;
  }, [requestOpen]);

  const handleTransitionEnd = (event: React.TransitionEvent) => {
    if (event.target === event.currentTarget && event.propertyName === 'opacity' && !requestOpen) {
      callbacks.current.onExited();
    }
  };

  return (
    <div className="box-border max-w-[260px] origin-top [transform:scale(0.9)] rounded-[10px] border border-solid border-slate-200 bg-white px-3.5 py-2.5 text-sm leading-normal text-slate-900 opacity-0 shadow-lg transition duration-150 ease-out data-[visible=true]:[transform:scale(1)] data-[visible=true]:opacity-100 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100" data-visible={visible} onTransitionEnd={handleTransitionEnd}>
      {children}
    </div>
  );
}

export default function PopupTransitions() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div className="min-h-[130px]">
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        ref={setAnchor}
        aria-describedby={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Opening hours
      </button>
      <Popup className="z-10" id={popupId} open={open} anchor={anchor} offset={8} withTransition disablePortal>
        {({ requestOpen, onEnter, onExited }: PopupChildrenProps) => (
          <ScaleIn requestOpen={requestOpen} onEnter={onEnter} onExited={onExited}>
            Monday to Saturday, 9 am to 7 pm. Closed on public holidays.
          </ScaleIn>
        )}
      </Popup>
    </div>
  );
}
