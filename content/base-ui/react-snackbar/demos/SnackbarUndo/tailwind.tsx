import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

export default function SnackbarUndo() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event | null, reason: SnackbarCloseReason) => {
    // A click elsewhere on the page leaves the offer to undo in place.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 disabled:cursor-not-allowed disabled:text-slate-500"
        disabled={archived}
        onClick={() => {
          setArchived(true);
          setOpen(true);
        }}
      >
        Archive conversation
      </Button>
      <p className="m-0 text-sm">{archived ? 'Archived.' : 'In your inbox.'}</p>
      <Snackbar className="fixed bottom-4 left-4 right-4 z-[1400] box-border flex max-w-[360px] items-center gap-3 rounded-[10px] bg-slate-900 py-3 pl-4 pr-3 text-sm text-slate-50 shadow-lg dark:bg-slate-200 dark:text-slate-900" open={open} autoHideDuration={6000} onClose={handleClose}>
        <p className="m-0 flex-1" role="status">Conversation archived.</p>
        <Button
          className="cursor-pointer rounded-md border-0 bg-transparent px-2.5 py-1.5 text-sm font-semibold text-blue-300 [font-family:inherit] hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:text-blue-700 dark:hover:bg-slate-900/10 dark:focus-visible:outline-blue-700"
          onClick={() => {
            setArchived(false);
            setOpen(false);
          }}
        >
          Undo
        </Button>
      </Snackbar>
    </div>
  );
}
