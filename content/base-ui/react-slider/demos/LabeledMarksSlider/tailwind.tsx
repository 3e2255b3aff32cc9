import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const sizes = [
  { value: 0, label: 'XS' },
  { value: 25, label: 'S' },
  { value: 50, label: 'M' },
  { value: 75, label: 'L' },
  { value: 100, label: 'XL' },
];

export default function LabeledMarksSlider() {
  return (
    <div className="flex w-[300px] max-w-full flex-col gap-3">
      <Slider
        slotProps={{
          root: {
            className:
              'relative box-border inline-block h-1 w-full max-w-[300px] cursor-pointer touch-none py-3.5 text-sky-700 dark:text-sky-400 [&.MuiSlider-marked]:mb-5 [&.MuiSlider-vertical]:h-40 [&.MuiSlider-vertical]:w-1 [&.MuiSlider-vertical]:px-3.5 [&.MuiSlider-vertical]:py-0 [&.Mui-disabled]:cursor-default [&.Mui-disabled]:text-slate-400 dark:[&.Mui-disabled]:text-slate-500',
          },
          rail: {
            className:
              'absolute block h-1 w-full rounded-sm bg-current opacity-30 [.MuiSlider-vertical>&]:h-full [.MuiSlider-vertical>&]:w-1',
          },
          track: {
            className: 'absolute block h-1 rounded-sm bg-current [.MuiSlider-vertical>&]:w-1',
          },
          thumb: {
            className:
              'absolute -ml-[9px] -mt-[7px] box-border flex h-[18px] w-[18px] items-center justify-center rounded-full border-2 border-solid border-current bg-white outline-0 hover:shadow-[0_0_0_6px_rgb(14_165_233/0.25)] dark:bg-slate-900 [&.Mui-active]:shadow-[0_0_0_8px_rgb(14_165_233/0.3)] [&.Mui-focusVisible]:shadow-[0_0_0_6px_rgb(14_165_233/0.25)] [.Mui-disabled>&]:shadow-none [.MuiSlider-vertical>&]:-mb-[9px] [.MuiSlider-vertical>&]:-ml-[7px] [.MuiSlider-vertical>&]:mt-0',
          },
          mark: {
            className:
              'absolute -ml-0.5 h-1 w-1 rounded-full bg-white opacity-80 dark:bg-slate-900 [&.MuiSlider-markActive]:bg-sky-200',
          },
          markLabel: {
            className:
              'absolute top-[26px] -translate-x-1/2 whitespace-nowrap text-xs text-slate-600 dark:text-slate-300',
          },
          input: { 'aria-label': 'T-shirt size' },
        }}
        defaultValue={50}
        step={null}
        marks={sizes}
        getAriaValueText={(value: number) =>
          sizes.find((size) => size.value === value)?.label ?? ''
        }
      />
    </div>
  );
}
