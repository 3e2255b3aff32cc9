import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

export default function SnackbarPersistent() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event | null, reason: SnackbarCloseReason) => {
    // Without autoHideDuration there is no timer; Escape still closes, a click elsewhere does not.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Button className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" onClick={() => setOpen(true)}>Go offline</Button>
      <Snackbar className="fixed bottom-4 left-4 right-4 z-[1400] box-border flex max-w-[360px] flex-wrap items-center gap-3 rounded-[10px] bg-slate-900 py-3 pl-4 pr-3 text-sm text-slate-50 shadow-lg data-[horizontal=center]:left-1/2 data-[horizontal=right]:left-auto data-[horizontal=center]:right-auto data-[vertical=top]:bottom-auto data-[vertical=top]:top-4 data-[horizontal=center]:w-[calc(100%-32px)] data-[horizontal=right]:w-[calc(100%-32px)] data-[horizontal=center]:-translate-x-1/2 dark:bg-slate-200 dark:text-slate-900" open={open} onClose={handleClose}>
        <p className="m-0 flex-1" role="status">You are offline. Changes will sync when the connection is back.</p>
        <Button className="cursor-pointer rounded-md border-0 bg-transparent px-2.5 py-1.5 text-sm font-semibold text-blue-300 [font-family:inherit] hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:text-blue-700 dark:hover:bg-slate-900/10 dark:focus-visible:outline-blue-700" onClick={() => setOpen(false)}>Dismiss</Button>
      </Snackbar>
    </div>
  );
}
