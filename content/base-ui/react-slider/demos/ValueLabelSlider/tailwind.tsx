import * as React from 'react';
import { Slider } from '@mui/base/Slider';

function formatTemperature(value: number) {
  return `${value} °C`;
}

export default function ValueLabelSlider() {
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
          valueLabel: {
            className:
              'absolute bottom-6 whitespace-nowrap rounded bg-slate-900 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-slate-200 dark:text-slate-900',
          },
          input: { 'aria-label': 'Thermostat' },
        }}
        defaultValue={21}
        min={10}
        max={30}
        step={0.5}
        valueLabelFormat={formatTemperature}
        getAriaValueText={formatTemperature}
        style={{ marginTop: 24 }}
      />
    </div>
  );
}
