import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const triggerClasses =
  "flex min-w-[220px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 [font-family:inherit] after:text-slate-600 after:content-['▾'] hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 [&.Mui-expanded]:border-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:after:text-slate-400 dark:hover:bg-slate-800 [&.Mui-disabled]:cursor-not-allowed [&.Mui-disabled]:border-slate-200 [&.Mui-disabled]:bg-slate-100 [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:border-slate-700 dark:[&.Mui-disabled]:bg-slate-800 dark:[&.Mui-disabled]:text-slate-400";

const slotProps = {
  popper: { className: 'z-10', disablePortal: true },
  listbox: {
    className:
      'my-1 max-h-[280px] min-w-[220px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  },
};

const optionClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 hover:bg-slate-100 [&.MuiOption-highlighted]:bg-slate-100 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-800 dark:hover:bg-slate-800 dark:[&.MuiOption-highlighted]:bg-slate-800 dark:aria-selected:bg-blue-900 dark:aria-selected:text-blue-100 [&.Mui-disabled]:cursor-not-allowed [&.Mui-disabled]:bg-transparent [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:bg-transparent dark:[&.Mui-disabled]:text-slate-400';

export default function SelectDisabled() {
  const regionId = React.useId();
  const slotId = React.useId();

  return (
    <div className="flex flex-wrap gap-x-6 gap-y-4">
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={regionId} className="text-sm font-semibold">
          Data region
        </label>
        <Select id={regionId} disabled defaultValue="eu" className={triggerClasses} slotProps={slotProps}>
          <Option className={optionClasses} value="eu">
            Frankfurt (EU)
          </Option>
          <Option className={optionClasses} value="us">
            Virginia (US)
          </Option>
        </Select>
      </div>
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={slotId} className="text-sm font-semibold">
          Pickup time
        </label>
        <Select
          id={slotId}
          className={triggerClasses}
          placeholder={<span className="text-slate-600 dark:text-slate-400">Choose a time…</span>}
          slotProps={slotProps}
        >
          <Option className={optionClasses} value="09:00">
            09:00
          </Option>
          <Option className={optionClasses} value="10:00" disabled aria-disabled>
            10:00 (fully booked)
          </Option>
          <Option className={optionClasses} value="11:00">
            11:00
          </Option>
          <Option className={optionClasses} value="12:00" disabled aria-disabled>
            12:00 (fully booked)
          </Option>
          <Option className={optionClasses} value="13:00">
            13:00
          </Option>
        </Select>
      </div>
    </div>
  );
}
