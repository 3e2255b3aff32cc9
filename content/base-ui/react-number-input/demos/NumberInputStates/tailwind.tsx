import * as React from 'react';
import {
  Unstable_NumberInput as NumberInput,
  type NumberInputProps,
} from '@mui/base/Unstable_NumberInput';

function StyledNumberInput({ label, ...props }: NumberInputProps & { label?: string }) {
  return (
    <NumberInput
      {...props}
      slotProps={{
        root: {
          className:
            'inline-flex w-[180px] max-w-full items-stretch overflow-hidden rounded-lg border border-solid border-slate-400 bg-white text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.Mui-focused]:border-sky-700 [&.Mui-focused]:shadow-[0_0_0_3px_rgb(14_165_233/0.3)] dark:[&.Mui-focused]:border-sky-400 [&.Mui-error]:border-red-700 dark:[&.Mui-error]:border-red-400 [&.Mui-disabled]:opacity-60',
        },
        input: {
          className:
            'order-2 w-full min-w-0 flex-1 border-0 bg-transparent px-1.5 py-2 text-center text-inherit outline-0 [font:inherit]',
          role: 'spinbutton',
          'aria-label': label,
        },
        incrementButton: {
          className:
            'order-3 w-9 shrink-0 cursor-pointer border-0 bg-slate-100 text-lg leading-none text-inherit [font-family:inherit] hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 dark:bg-slate-800 dark:hover:bg-slate-700 dark:disabled:text-slate-500',
          children: '+',
          'aria-label': 'Increase',
        },
        decrementButton: {
          className:
            'order-1 w-9 shrink-0 cursor-pointer border-0 bg-slate-100 text-lg leading-none text-inherit [font-family:inherit] hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 dark:bg-slate-800 dark:hover:bg-slate-700 dark:disabled:text-slate-500',
          children: '−',
          'aria-label': 'Decrease',
        },
      }}
    />
  );
}

export default function NumberInputStates() {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex flex-col items-start gap-1.5">
        <label className="text-sm font-semibold" htmlFor="seats-error">
          Seats
        </label>
        <StyledNumberInput id="seats-error" defaultValue={0} min={0} error />
      </div>
      <div className="flex flex-col items-start gap-1.5">
        <label className="text-sm font-semibold" htmlFor="seats-disabled">
          Locked seats
        </label>
        <StyledNumberInput id="seats-disabled" defaultValue={4} disabled />
      </div>
      <div className="flex flex-col items-start gap-1.5">
        <label className="text-sm font-semibold" htmlFor="seats-readonly">
          Included seats
        </label>
        <StyledNumberInput id="seats-readonly" value={10} readOnly />
      </div>
    </div>
  );
}
