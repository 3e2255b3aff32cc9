import * as React from 'react';
import { useInput } from '@mui/base/useInput';

interface SearchFieldProps {
  label: string;
  defaultValue?: string;
  disabled?: boolean;
}

function SearchField({ label, defaultValue, disabled }: SearchFieldProps) {
  const { getRootProps, getInputProps, focused } = useInput({ defaultValue, disabled });

  return (
    <div
      className="box-border inline-flex w-[260px] max-w-full items-center gap-1.5 rounded-lg border border-solid border-slate-400 bg-white px-2.5 text-sm text-slate-900 hover:border-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 data-[focused]:border-sky-700 data-[focused]:shadow-[0_0_0_3px_rgb(14_165_233/0.3)] dark:data-[focused]:border-sky-400 data-[error]:border-red-700 dark:data-[error]:border-red-400 data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500 dark:data-[disabled]:bg-slate-800 dark:data-[disabled]:text-slate-400"
      {...getRootProps()}
      data-focused={focused || undefined}
      data-disabled={disabled || undefined}
    >
      <span className="whitespace-nowrap text-slate-600 dark:text-slate-300" aria-hidden="true">
        ⌕
      </span>
      <input
        className="min-w-0 flex-1 resize-none border-0 bg-transparent py-2 text-inherit outline-0 [font:inherit] placeholder:text-slate-500 dark:placeholder:text-slate-400"
        {...getInputProps()}
        aria-label={label}
        placeholder={label}
      />
    </div>
  );
}

export default function UseInput() {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <SearchField label="Search orders" />
      <SearchField label="Search archived orders" disabled />
    </div>
  );
}
