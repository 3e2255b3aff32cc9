import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';

// getOptionProps returns a `key` too; React wants keys passed directly, not spread.
function withoutKey(props: React.HTMLAttributes<HTMLLIElement>) {
  const { key: _key, ...rest } = props as React.HTMLAttributes<HTMLLIElement> & { key?: React.Key };
  return rest;
}

const skills = [
  'Accessibility',
  'Animation',
  'Copywriting',
  'Data visualization',
  'Illustration',
  'Prototyping',
  'Research',
  'Typography',
];

export default function AutocompleteMultiple() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
  } = useAutocomplete({
    id: React.useId(),
    multiple: true,
    options: skills,
    defaultValue: ['Research'],
    filterSelectedOptions: true,
  });
  const options = groupedOptions as string[];

  return (
    <div className="flex w-full max-w-[320px] flex-col gap-1.5">
      <label className="text-sm font-semibold" {...getInputLabelProps()}>
        Skills
      </label>
      <div
        className="relative flex flex-wrap items-center gap-1 rounded-lg border border-solid border-slate-400 bg-white p-1 focus-within:outline focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-blue-500 dark:border-slate-500 dark:bg-slate-900"
        {...getRootProps()}
      >
        {value.map((skill, index) => (
          <span
            className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pl-2 pr-0.5 text-[13px] text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            key={skill}
          >
            {skill}
            <button
              className="cursor-pointer rounded border-0 bg-transparent px-1.5 text-sm leading-normal text-slate-700 [font-family:inherit] hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-slate-300 dark:hover:bg-slate-700"
              type="button"
              aria-label={`Remove ${skill}`}
              onClick={getTagProps({ index }).onDelete}
            >
              ×
            </button>
          </span>
        ))}
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
      </div>
    </div>
  );
}
