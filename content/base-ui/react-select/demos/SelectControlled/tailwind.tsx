import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const optionClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 hover:bg-slate-100 [&.MuiOption-highlighted]:bg-slate-100 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-800 dark:hover:bg-slate-800 dark:[&.MuiOption-highlighted]:bg-slate-800 dark:aria-selected:bg-blue-900 dark:aria-selected:text-blue-100';

export default function SelectControlled() {
  const id = React.useId();
  const [size, setSize] = React.useState<string | null>('m');
  const [open, setOpen] = React.useState(false);

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          T-shirt size
        </label>
        <Select
          id={id}
          value={size}
          onChange={(event, newValue) => setSize(newValue)}
          listboxOpen={open}
          onListboxOpenChange={setOpen}
          className="flex min-w-[220px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 [font-family:inherit] after:text-slate-600 after:content-['▾'] hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 [&.Mui-expanded]:border-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:after:text-slate-400 dark:hover:bg-slate-800"
          placeholder={<span className="text-slate-600 dark:text-slate-400">No size chosen</span>}
          slotProps={{
            popper: { className: 'z-10', disablePortal: true },
            listbox: {
              className:
                'my-1 max-h-[280px] min-w-[220px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            },
          }}
        >
          <Option className={optionClasses} value="s">
            Small
          </Option>
          <Option className={optionClasses} value="m">
            Medium
          </Option>
          <Option className={optionClasses} value="l">
            Large
          </Option>
        </Select>
      </div>
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        onClick={() => setSize(null)}
      >
        Clear
      </button>
      <p className="m-0 w-full text-sm">
        value: {size === null ? 'null' : `'${size}'`}, listboxOpen: {String(open)}
      </p>
    </div>
  );
}
