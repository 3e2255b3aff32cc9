import * as React from 'react';
import { SelectProvider, useSelect } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';

function CustomOption({ value, children }: { value: string; children: string }) {
  const { getRootProps, highlighted } = useOption({
    value,
    label: children,
    disabled: false,
  });
  return (
    <li
      {...getRootProps()}
      className="cursor-pointer select-none rounded-lg px-3 py-2 hover:bg-slate-100 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-800 data-[highlighted]:bg-slate-100 dark:hover:bg-slate-800 dark:aria-selected:bg-blue-900 dark:aria-selected:text-blue-100 dark:data-[highlighted]:bg-slate-800"
      data-highlighted={highlighted || undefined}
    >
      {children}
    </li>
  );
}

export default function SelectHooks() {
  const id = React.useId();
  const { getButtonProps, getListboxProps, getHiddenInputProps, getOptionMetadata, contextValue, value, open } =
    useSelect<string, false>({ name: 'roast', defaultValue: 'medium' });
  const selected = value === null ? undefined : getOptionMetadata(value);

  return (
    <div className="flex flex-col items-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        Coffee roast
      </label>
      <div className="relative">
        <button
          type="button"
          id={id}
          className="flex min-w-[220px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 [font-family:inherit] after:text-slate-600 after:content-['▾'] hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 aria-expanded:border-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:after:text-slate-400 dark:hover:bg-slate-800"
          {...getButtonProps()}
        >
          {selected ? selected.label : <span className="text-slate-600 dark:text-slate-400">Choose a roast…</span>}
        </button>
        <ul
          className="absolute left-0 top-full z-10 my-1 box-border max-h-[280px] min-w-[220px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          {...getListboxProps()}
          hidden={!open}
        >
          <SelectProvider value={contextValue}>
            <CustomOption value="light">Light</CustomOption>
            <CustomOption value="medium">Medium</CustomOption>
            <CustomOption value="dark">Dark</CustomOption>
            <CustomOption value="decaf">Decaf</CustomOption>
          </SelectProvider>
        </ul>
        <input {...getHiddenInputProps()} />
      </div>
    </div>
  );
}
