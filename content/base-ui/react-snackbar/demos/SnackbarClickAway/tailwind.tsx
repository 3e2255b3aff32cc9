import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

export default function SnackbarClickAway() {
  const [open, setOpen] = React.useState(false);
  const [closeOnClickAway, setCloseOnClickAway] = React.useState(true);
  const [closedBy, setClosedBy] = React.useState<SnackbarCloseReason | null>(null);

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label>
        <input type="checkbox" checked={closeOnClickAway} onChange={(event) => setCloseOnClickAway(event.target.checked)} /> Close
        on a click elsewhere
      </label>
      <Button className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        onClick={() => {
          setClosedBy(null);
          setOpen(true);
        }}
      >
        Copy invite link
      </Button>
      <p className="m-0 text-sm">{closedBy ? `Closed by: ${closedBy}` : 'Not closed yet'}</p>
      <Snackbar className="fixed bottom-4 left-4 right-4 z-[1400] box-border flex max-w-[360px] flex-wrap items-center gap-3 rounded-[10px] bg-slate-900 py-3 pl-4 pr-3 text-sm text-slate-50 shadow-lg data-[horizontal=center]:left-1/2 data-[horizontal=right]:left-auto data-[horizontal=center]:right-auto data-[vertical=top]:bottom-auto data-[vertical=top]:top-4 data-[horizontal=center]:w-[calc(100%-32px)] data-[horizontal=right]:w-[calc(100%-32px)] data-[horizontal=center]:-translate-x-1/2 dark:bg-slate-200 dark:text-slate-900"
        open={open}
        autoHideDuration={8000}
        disableWindowBlurListener
        onClose={(event, reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
        slotProps={{
          // A function: this version's prop types warn about a plain object here.
          clickAwayListener: () =>
            closeOnClickAway ? { mouseEvent: 'onMouseDown', touchEvent: 'onTouchStart' } : { mouseEvent: false, touchEvent: false },
        }}
      >
        <p className="m-0 flex-1" role="status">Invite link copied.</p>
      </Snackbar>
    </div>
  );
}
