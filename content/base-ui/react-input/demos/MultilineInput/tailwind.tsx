import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function MultilineInput() {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <label className="text-sm font-semibold" htmlFor="delivery-notes">
        Delivery notes
      </label>
      <Input
        slotProps={{
          root: {
            className:
              'box-border inline-flex w-[260px] max-w-full items-center gap-1.5 rounded-lg border border-solid border-slate-400 bg-white px-2.5 text-sm text-slate-900 hover:border-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.Mui-focused]:border-sky-700 [&.Mui-focused]:shadow-[0_0_0_3px_rgb(14_165_233/0.3)] dark:[&.Mui-focused]:border-sky-400 [&.Mui-error]:border-red-700 dark:[&.Mui-error]:border-red-400 [&.Mui-disabled]:bg-slate-100 [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:bg-slate-800 dark:[&.Mui-disabled]:text-slate-400',
          },
          input: {
            className:
              'min-w-0 flex-1 resize-none border-0 bg-transparent py-2 text-inherit outline-0 [font:inherit] placeholder:text-slate-500 dark:placeholder:text-slate-400',
          },
        }}
        id="delivery-notes"
        multiline
        rows={3}
        placeholder="Leave the parcel with the concierge."
      />
    </div>
  );
}
