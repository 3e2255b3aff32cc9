import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const optionClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 hover:bg-slate-100 [&.MuiOption-highlighted]:bg-slate-100 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-800 dark:hover:bg-slate-800 dark:[&.MuiOption-highlighted]:bg-slate-800 dark:aria-selected:bg-blue-900 dark:aria-selected:text-blue-100';

const codeClasses = 'inline-block min-w-[40px] font-mono font-bold';

interface Currency {
  code: string;
  name: string;
}

const currencies: Currency[] = [
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'USD', name: 'US dollar' },
];

// A copy that came back from the server: equal in content, not the same object.
const savedCurrency: Currency = { code: 'GBP', name: 'Pound sterling' };

export default function SelectObjectValues() {
  const id = React.useId();
  const [currency, setCurrency] = React.useState<Currency | null>(savedCurrency);

  return (
    <div className="flex flex-col items-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        Billing currency
      </label>
      <Select
        id={id}
        value={currency}
        onChange={(event, newValue) => setCurrency(newValue)}
        areOptionsEqual={(a, b) => a.code === b.code}
        renderValue={(option) =>
          option && (
            <span>
              <span className={codeClasses}>{option.value.code}</span> {option.value.name}
            </span>
          )
        }
        className="flex min-w-[220px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 [font-family:inherit] after:text-slate-600 after:content-['▾'] hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 [&.Mui-expanded]:border-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:after:text-slate-400 dark:hover:bg-slate-800"
        slotProps={{
          popper: { className: 'z-10', disablePortal: true },
          listbox: {
            className:
              'my-1 max-h-[280px] min-w-[220px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          },
        }}
      >
        {currencies.map((item) => (
          <Option key={item.code} className={optionClasses} value={item} label={item.name}>
            <span className={codeClasses}>{item.code}</span> {item.name}
          </Option>
        ))}
      </Select>
      <p className="m-0 text-sm">Selected object: {JSON.stringify(currency)}</p>
    </div>
  );
}
