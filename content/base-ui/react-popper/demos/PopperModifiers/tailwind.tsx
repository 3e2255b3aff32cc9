import * as React from 'react';
import { Popper } from '@mui/base/Popper';

export default function PopperModifiers() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [arrow, setArrow] = React.useState<HTMLSpanElement | null>(null);
  const [open, setOpen] = React.useState(true);
  const tipId = React.useId();
  // A new array on every render would rebuild the popper each time: keep it stable.
  const modifiers = React.useMemo(
    () => [
      { name: 'offset', options: { offset: [0, 10] } },
      { name: 'arrow', options: { element: arrow, padding: 8 } },
      { name: 'preventOverflow', options: { padding: 8 } },
    ],
    [arrow],
  );

  return (
    <div className="min-h-[120px]">
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-describedby={open ? tipId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide the hint' : 'Show the hint'}
      </button>
      <Popper
        className="z-10 max-w-[240px] rounded-md bg-slate-900 px-2.5 py-1.5 text-[13px] leading-snug text-slate-50 shadow-md dark:bg-slate-200 dark:text-slate-900"
        id={tipId}
        open={open && anchor !== null}
        anchorEl={anchor}
        placement="bottom"
        modifiers={modifiers}
        disablePortal
      >
        {({ placement }) => (
          <React.Fragment>
            New: invite teammates from the sidebar.
            <span
              className="absolute h-2.5 w-2.5 before:absolute before:h-2.5 before:w-2.5 before:rotate-45 before:bg-slate-900 before:content-[''] data-[side=bottom]:-top-[5px] data-[side=top]:-bottom-[5px] dark:before:bg-slate-200"
              ref={setArrow}
              data-side={placement.split('-')[0]}
            />
          </React.Fragment>
        )}
      </Popper>
    </div>
  );
}
