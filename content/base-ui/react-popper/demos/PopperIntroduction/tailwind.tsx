import * as React from 'react';
import { Popper } from '@mui/base/Popper';

export default function PopperIntroduction() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const tooltipId = React.useId();
  const show = (event: React.SyntheticEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const hide = () => setAnchor(null);
  const open = anchor !== null;

  return (
    <div>
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Save draft
      </button>
      <Popper
        className="z-10 max-w-[240px] rounded-md bg-slate-900 px-2.5 py-1.5 text-[13px] leading-snug text-slate-50 shadow-md dark:bg-slate-200 dark:text-slate-900"
        id={tooltipId}
        open={open}
        anchorEl={anchor}
        placement="top"
        disablePortal
      >
        Keeps a copy on this device. Press Ctrl+S to do the same.
      </Popper>
    </div>
  );
}
