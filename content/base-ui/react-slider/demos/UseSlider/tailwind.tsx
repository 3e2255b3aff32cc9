import * as React from 'react';
import { useSlider } from '@mui/base/useSlider';

const MIN = 0;
const MAX = 10;

export default function UseSlider() {
  const { getRootProps, getThumbProps, getHiddenInputProps, values, active, focusedThumbIndex } =
    useSlider({
      defaultValue: 6,
      min: MIN,
      max: MAX,
      marks: true,
    });
  const value = values[0] ?? MIN;
  const percent = ((value - MIN) / (MAX - MIN)) * 100;

  return (
    <div className="flex w-[300px] max-w-full flex-col gap-3">
      <span
        className="relative box-border inline-block h-1 w-full max-w-[300px] cursor-pointer touch-none py-3.5 text-sky-700 dark:text-sky-400 data-[disabled]:cursor-default data-[disabled]:text-slate-400 dark:data-[disabled]:text-slate-500"
        {...getRootProps()}
      >
        <span className="absolute block h-1 w-full rounded-sm bg-current opacity-30" />
        <span
          className="absolute block h-1 rounded-sm bg-current"
          style={{ left: 0, width: `${percent}%` }}
        />
        <span
          className="absolute -ml-[9px] -mt-[7px] box-border flex h-[18px] w-[18px] items-center justify-center rounded-full border-2 border-solid border-current bg-white outline-0 hover:shadow-[0_0_0_6px_rgb(14_165_233/0.25)] dark:bg-slate-900 data-[active]:shadow-[0_0_0_8px_rgb(14_165_233/0.3)] data-[focus-visible]:shadow-[0_0_0_6px_rgb(14_165_233/0.25)] [[data-disabled]>&]:shadow-none"
          {...getThumbProps()}
          data-index={0}
          data-active={active === 0 || undefined}
          data-focus-visible={focusedThumbIndex === 0 || undefined}
          style={{ left: `${percent}%` }}
        >
          <input
            {...getHiddenInputProps()}
            data-index={0}
            value={value}
            aria-label="Rating out of 10"
            aria-valuenow={value}
          />
        </span>
      </span>
      <p className="m-0 text-sm">Rating: {value} out of 10</p>
    </div>
  );
}
