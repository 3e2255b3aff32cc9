import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

export default function PopupContainer() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [layer, setLayer] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div className="min-h-[110px]">
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        ref={setAnchor}
        aria-describedby={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Shipping costs
      </button>
      {/* The popup is appended to this element instead of <body>. */}
      <div ref={setLayer} data-layer="popups" />
      <Popup
        className="z-10 box-border max-w-[260px] rounded-[10px] border border-solid border-slate-200 bg-white px-3.5 py-2.5 text-sm leading-normal text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        id={popupId}
        open={open}
        anchor={anchor}
        container={layer}
        placement="bottom"
        offset={8}
      >
        Free on orders over $50; $4.90 otherwise.
      </Popup>
    </div>
  );
}
