import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';

export default function SnackbarIntroduction() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" onClick={() => setOpen(true)}>Save draft</Button>
      <Snackbar className="fixed bottom-4 left-4 right-4 z-[1400] box-border flex max-w-[360px] items-center gap-3 rounded-[10px] bg-slate-900 py-3 pl-4 pr-3 text-sm text-slate-50 shadow-lg dark:bg-slate-200 dark:text-slate-900" open={open} autoHideDuration={5000} onClose={() => setOpen(false)}>
        <p className="m-0 flex-1" role="status">Draft saved.</p>
        <Button className="cursor-pointer rounded-md border-0 bg-transparent px-2.5 py-1.5 text-sm font-semibold text-blue-300 [font-family:inherit] hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:text-blue-700 dark:hover:bg-slate-900/10 dark:focus-visible:outline-blue-700" onClick={() => setOpen(false)}>Dismiss</Button>
      </Snackbar>
    </>
  );
}
