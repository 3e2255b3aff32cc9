import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';

const VERTICAL = ['top', 'bottom'] as const;
const HORIZONTAL = ['left', 'center', 'right'] as const;

export default function SnackbarPositions() {
  const [open, setOpen] = React.useState(false);
  const [vertical, setVertical] = React.useState<(typeof VERTICAL)[number]>('bottom');
  const [horizontal, setHorizontal] = React.useState<(typeof HORIZONTAL)[number]>('left');

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <fieldset className="m-0 flex flex-wrap gap-x-4 gap-y-1 rounded-lg border border-solid border-slate-300 px-3 pb-3 pt-2 dark:border-slate-600 [&_legend]:px-1 [&_legend]:font-semibold">
        <legend>Vertical</legend>
        {VERTICAL.map((value) => (
          <label key={value}>
            <input type="radio" name="snackbar-vertical" checked={vertical === value} onChange={() => setVertical(value)} /> {value}
          </label>
        ))}
      </fieldset>
      <fieldset className="m-0 flex flex-wrap gap-x-4 gap-y-1 rounded-lg border border-solid border-slate-300 px-3 pb-3 pt-2 dark:border-slate-600 [&_legend]:px-1 [&_legend]:font-semibold">
        <legend>Horizontal</legend>
        {HORIZONTAL.map((value) => (
          <label key={value}>
            <input type="radio" name="snackbar-horizontal" checked={horizontal === value} onChange={() => setHorizontal(value)} />{' '}
            {value}
          </label>
        ))}
      </fieldset>
      <Button className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" onClick={() => setOpen(true)}>Show</Button>
      <Snackbar className="fixed bottom-4 left-4 right-4 z-[1400] box-border flex max-w-[360px] flex-wrap items-center gap-3 rounded-[10px] bg-slate-900 py-3 pl-4 pr-3 text-sm text-slate-50 shadow-lg data-[horizontal=center]:left-1/2 data-[horizontal=right]:left-auto data-[horizontal=center]:right-auto data-[vertical=top]:bottom-auto data-[vertical=top]:top-4 data-[horizontal=center]:w-[calc(100%-32px)] data-[horizontal=right]:w-[calc(100%-32px)] data-[horizontal=center]:-translate-x-1/2 dark:bg-slate-200 dark:text-slate-900"
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        data-vertical={vertical}
        data-horizontal={horizontal}
      >
        <p className="m-0 flex-1" role="status">
          Shown at the {vertical} {horizontal} of the window.
        </p>
      </Snackbar>
    </div>
  );
}
