import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

function CompactNumberInput({ label, min, max }: { label: string; min: number; max: number }) {
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
    disabled,
  } = useNumberInput({ min, max, defaultValue: min });

  return (
    <div
      className="inline-flex w-[180px] max-w-full items-stretch overflow-hidden rounded-lg border border-solid border-slate-400 bg-white text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 data-[focused]:border-sky-700 data-[focused]:shadow-[0_0_0_3px_rgb(14_165_233/0.3)] dark:data-[focused]:border-sky-400 [&.Mui-error]:border-red-700 dark:[&.Mui-error]:border-red-400 data-[disabled]:opacity-60"
      {...getRootProps()}
      data-focused={focused || undefined}
      data-disabled={disabled || undefined}
    >
      <button
        className="order-1 w-9 shrink-0 cursor-pointer border-0 bg-slate-100 text-lg leading-none text-inherit [font-family:inherit] hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 dark:bg-slate-800 dark:hover:bg-slate-700 dark:disabled:text-slate-500"
        {...getDecrementButtonProps()}
        aria-label={`Fewer ${label}`}
      >
        −
      </button>
      <input
        className="order-2 w-full min-w-0 flex-1 border-0 bg-transparent px-1.5 py-2 text-center text-inherit outline-0 [font:inherit]"
        {...getInputProps()}
        role="spinbutton"
        aria-label={label}
      />
      <button
        className="order-3 w-9 shrink-0 cursor-pointer border-0 bg-slate-100 text-lg leading-none text-inherit [font-family:inherit] hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 dark:bg-slate-800 dark:hover:bg-slate-700 dark:disabled:text-slate-500"
        {...getIncrementButtonProps()}
        aria-label={`More ${label}`}
      >
        +
      </button>
    </div>
  );
}

export default function UseNumberInput() {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <CompactNumberInput label="adults" min={1} max={6} />
      <CompactNumberInput label="children" min={0} max={4} />
    </div>
  );
}
