import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { useSnackbar } from '@mui/base/useSnackbar';

function Toast({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  const { getRootProps, onClickAway } = useSnackbar({ open, onClose, autoHideDuration: 5000 });
  if (!open) return null;
  return (
    <ClickAwayListener onClickAway={onClickAway}>
      <div className="fixed bottom-4 left-4 right-4 z-[1400] box-border flex max-w-[360px] items-center gap-3 rounded-[10px] bg-slate-900 py-3 pl-4 pr-3 text-sm text-slate-50 shadow-lg dark:bg-slate-200 dark:text-slate-900" {...getRootProps()}>{children}</div>
    </ClickAwayListener>
  );
}

export default function SnackbarHook() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" onClick={() => setOpen(true)}>Join the waiting list</Button>
      <Toast open={open} onClose={() => setOpen(false)}>
        <p className="m-0 flex-1" role="status">You are on the list. We will email you.</p>
      </Toast>
    </>
  );
}
