import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

export default function SnackbarAutoHide() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState<SnackbarCloseReason | null>(null);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        onClick={() => {
          setClosedBy(null);
          setOpen(true);
        }}
      >
        Send message
      </Button>
      <p className="m-0 text-sm">{closedBy ? `Closed by: ${closedBy}` : 'Not closed yet'}</p>
      <Snackbar
        className="fixed bottom-4 left-4 right-4 z-[1400] box-border flex max-w-[360px] items-center gap-3 rounded-[10px] bg-slate-900 py-3 pl-4 pr-3 text-sm text-slate-50 shadow-lg dark:bg-slate-200 dark:text-slate-900"
        open={open}
        autoHideDuration={3000}
        resumeHideDuration={1500}
        onClose={(event, reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
      >
        <p className="m-0 flex-1" role="status">Message sent. Point at me to keep me here.</p>
      </Snackbar>
    </div>
  );
}
