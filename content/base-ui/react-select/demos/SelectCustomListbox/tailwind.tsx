import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const optionClasses =
  'flex cursor-pointer select-none justify-between gap-3 rounded-lg px-3 py-2 hover:bg-slate-100 [&.MuiOption-highlighted]:bg-slate-100 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-800 dark:hover:bg-slate-800 dark:[&.MuiOption-highlighted]:bg-slate-800 dark:aria-selected:bg-blue-900 dark:aria-selected:text-blue-100';

const timeZones = [
  { city: 'Honolulu', offset: 'UTC−10:00' },
  { city: 'Los Angeles', offset: 'UTC−08:00' },
  { city: 'Chicago', offset: 'UTC−06:00' },
  { city: 'New York', offset: 'UTC−05:00' },
  { city: 'London', offset: 'UTC+00:00' },
  { city: 'Paris', offset: 'UTC+01:00' },
  { city: 'Nairobi', offset: 'UTC+03:00' },
  { city: 'Mumbai', offset: 'UTC+05:30' },
  { city: 'Bangkok', offset: 'UTC+07:00' },
  { city: 'Tokyo', offset: 'UTC+09:00' },
  { city: 'Sydney', offset: 'UTC+10:00' },
];

export default function SelectCustomListbox() {
  const id = React.useId();

  return (
    <div className="flex flex-col items-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        Time zone
      </label>
      <Select
        id={id}
        defaultValue="Paris"
        className="flex min-w-[220px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 [font-family:inherit] after:text-slate-600 after:content-['▾'] hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 [&.Mui-expanded]:border-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:after:text-slate-400 dark:hover:bg-slate-800"
        slotProps={{
          popper: {
            className: 'z-10',
            disablePortal: true,
            placement: 'bottom-end',
            modifiers: [{ name: 'offset', options: { offset: [0, 8] } }],
          },
          listbox: {
            className:
              'm-0 max-h-[200px] w-[260px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          },
        }}
      >
        {timeZones.map((zone) => (
          <Option key={zone.city} className={optionClasses} value={zone.city} label={zone.city}>
            <span>{zone.city}</span>
            <span className="text-xs tabular-nums">{zone.offset}</span>
          </Option>
        ))}
      </Select>
    </div>
  );
}
