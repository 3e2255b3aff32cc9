import * as React from 'react';
import { useAutocomplete, createFilterOptions } from '@mui/base/useAutocomplete';

// getOptionProps returns a `key` too; React wants keys passed directly, not spread.
function withoutKey(props: React.HTMLAttributes<HTMLLIElement>) {
  const { key: _key, ...rest } = props as React.HTMLAttributes<HTMLLIElement> & { key?: React.Key };
  return rest;
}

const stations = [
  'Aldgate',
  'Angel',
  'Bank',
  'Barbican',
  'Bond Street',
  'Borough',
  'Canada Water',
  'Canary Wharf',
  'Holborn',
  'Kennington',
  'Oval',
  'Pimlico',
  'Stratford',
  'Vauxhall',
  'Victoria',
  'Waterloo',
];

// Match from the start of the label, and show at most five options.
const filterOptions = createFilterOptions<string>({ matchFrom: 'start', limit: 5 });

export default function AutocompleteFilter() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({ id: React.useId(), options: stations, filterOptions, autoHighlight: true });
  const options = groupedOptions as string[];

  return (
    <div className="flex w-full max-w-[320px] flex-col gap-1.5">
      <label className="text-sm font-semibold" {...getInputLabelProps()}>
        Departure station
      </label>
      <div
        className="relative flex flex-wrap items-center gap-1 rounded-lg border border-solid border-slate-400 bg-white p-1 focus-within:outline focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-blue-500 dark:border-slate-500 dark:bg-slate-900"
        {...getRootProps()}
      >
        <input
          className="min-w-[80px] flex-1 border-0 bg-transparent px-2 py-1 text-sm text-slate-900 outline-none [font-family:inherit] dark:text-slate-100"
          {...getInputProps()}
        />
        {popupOpen && options.length > 0 ? (
          <ul
            className="absolute inset-x-0 top-full z-10 m-0 mt-1 max-h-[240px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            {...getListboxProps()}
          >
            {options.map((option, index) => (
              <li
                className="cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-800 [&.Mui-focused]:bg-slate-100 dark:aria-selected:bg-blue-900 dark:aria-selected:text-blue-100 dark:[&.Mui-focused]:bg-slate-800"
                key={option}
                {...withoutKey(getOptionProps({ option, index }))}
              >
                {option}
              </li>
            ))}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? (
          <div className="px-3 py-2 text-slate-600 dark:text-slate-400">No station starts with that.</div>
        ) : null}
      </div>
    </div>
  );
}
