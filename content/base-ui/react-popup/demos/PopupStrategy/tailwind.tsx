import * as React from 'react';
import { Unstable_Popup as Popup, type PopupStrategy as Strategy } from '@mui/base/Unstable_Popup';

export default function PopupStrategy() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [strategy, setStrategy] = React.useState<Strategy>('absolute');

  return (
    <div className="flex min-h-[230px] flex-col gap-3">
      <fieldset className="m-0 flex flex-wrap gap-4 border-0 p-0 font-mono text-[13px] text-slate-900 dark:text-slate-100">
        <legend className="float-left mr-2 p-0 font-bold">strategy</legend>
        {(['absolute', 'fixed'] as const).map((value) => (
          <label className="inline-flex items-center gap-1" key={value}>
            <input
              type="radio"
              name="popup-strategy-tailwind"
              value={value}
              checked={strategy === value}
              onChange={() => setStrategy(value)}
            />
            {value}
          </label>
        ))}
      </fieldset>
      <div className="relative box-border h-[150px] w-[280px] max-w-full overflow-hidden rounded-xl border border-solid border-slate-200 bg-slate-50 p-4 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
        <p className="m-0 text-[15px] font-bold">Quarterly report</p>
        <p className="mb-3 mt-1 text-[13px]">This card hides whatever overflows it.</p>
        <button
          className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          type="button"
          ref={setAnchor}
        >
          Share
        </button>
        <Popup
          className="z-10 box-border w-[220px] rounded-[10px] border border-solid border-slate-200 bg-white px-3.5 py-2.5 text-sm leading-normal text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          open
          anchor={anchor}
          placement="bottom-start"
          offset={6}
          strategy={strategy}
          disablePortal
        >
          Anyone with the link can view this report.
        </Popup>
      </div>
    </div>
  );
}
