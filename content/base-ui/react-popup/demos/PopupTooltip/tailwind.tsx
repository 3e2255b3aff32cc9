import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';

export default function PopupTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const tooltipId = React.useId();

  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  // Escape hides the tooltip wherever focus is, also when the pointer opened it.
  React.useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <div className="min-h-[60px] pt-14">
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        ref={setAnchor}
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Archive
      </button>
      <Popup
        className="z-10 max-w-[240px] rounded-md bg-slate-900 px-2.5 py-1.5 text-[13px] leading-snug text-white dark:bg-slate-200 dark:text-slate-900"
        id={tooltipId}
        open={open}
        anchor={anchor}
        placement="top"
        offset={10}
        disablePortal
      >
        {({ placement }: PopupChildrenProps) => (
          <React.Fragment>
            Moves the conversation out of your inbox
            {/* A small square turned 45°, half outside the tooltip, on the side that faces the button. */}
            <span className="absolute left-[calc(50%-4px)] h-2 w-2 [transform:rotate(45deg)] bg-inherit data-[side=bottom]:-top-1 data-[side=top]:-bottom-1" data-side={placement.split('-')[0]} />
          </React.Fragment>
        )}
      </Popup>
    </div>
  );
}
