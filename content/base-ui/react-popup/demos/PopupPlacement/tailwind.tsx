import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps, type PopupPlacement as Placement } from '@mui/base/Unstable_Popup';

const placements: Placement[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left-start',
  'left',
  'left-end',
];

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('top');
  const selectId = React.useId();

  return (
    <div className="flex w-full flex-col gap-4">
      <div className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
        <label htmlFor={selectId}>Placement</label>
        <select
          className="rounded-lg border border-solid border-slate-300 bg-white px-2 py-1.5 text-sm font-normal text-slate-900 [font-family:inherit] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-center py-16">
        <div
          className="rounded-lg border border-dashed border-slate-500 px-6 py-5 text-sm font-semibold text-slate-700 dark:border-slate-400 dark:text-slate-200"
          ref={setAnchor}
        >
          Anchor
        </div>
        <Popup
          className="z-10 rounded-md bg-blue-900 px-2.5 py-1 font-mono text-[13px] text-white dark:bg-blue-200 dark:text-slate-900"
          open
          anchor={anchor}
          placement={placement}
          offset={6}
          disablePortal
        >
          {({ placement: finalPlacement }: PopupChildrenProps) => finalPlacement}
        </Popup>
      </div>
    </div>
  );
}
