import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

export default function PopupIntroduction() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div className="min-h-[120px]">
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        ref={setAnchor}
        aria-describedby={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Return policy
      </button>
      <Popup
        className="z-10 box-border max-w-[260px] rounded-[10px] border border-solid border-slate-200 bg-white px-3.5 py-2.5 text-sm leading-normal text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        id={popupId}
        open={open}
        anchor={anchor}
        offset={8}
        disablePortal
      >
        Unworn items can be sent back within 30 days for a full refund.
      </Popup>
    </div>
  );
}
