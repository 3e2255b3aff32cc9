import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

export default function PopupOffset() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [mainAxis, setMainAxis] = React.useState(8);
  const [crossAxis, setCrossAxis] = React.useState(0);

  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex flex-col gap-1 font-mono text-[13px] text-slate-900 dark:text-slate-100">
          mainAxis: {mainAxis}px
          <input
            type="range"
            min={0}
            max={40}
            value={mainAxis}
            onChange={(event) => setMainAxis(Number(event.target.value))}
          />
        </label>
        <label className="flex flex-col gap-1 font-mono text-[13px] text-slate-900 dark:text-slate-100">
          crossAxis: {crossAxis}px
          <input
            type="range"
            min={-60}
            max={60}
            value={crossAxis}
            onChange={(event) => setCrossAxis(Number(event.target.value))}
          />
        </label>
      </div>
      <div className="flex min-h-[150px] justify-center pt-4">
        <div
          className="self-start rounded-lg border border-dashed border-slate-500 px-6 py-5 text-sm font-semibold text-slate-700 dark:border-slate-400 dark:text-slate-200"
          ref={setAnchor}
        >
          Anchor
        </div>
        <Popup
          className="z-10 rounded-md bg-blue-900 px-2.5 py-1 text-[13px] font-semibold text-white dark:bg-blue-200 dark:text-slate-900"
          open
          anchor={anchor}
          offset={{ mainAxis, crossAxis }}
          disablePortal
        >
          Popup
        </Popup>
      </div>
    </div>
  );
}
