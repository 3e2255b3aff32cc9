import * as React from 'react';
import { Popper, type PopperPlacementType } from '@mui/base/Popper';

const placements: PopperPlacementType[] = [
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

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const selectId = React.useId();

  return (
    <div className="flex flex-col gap-3">
      <label className="text-sm font-semibold" htmlFor={selectId}>
        Placement
        <select
          className="ml-2 rounded-md border border-solid border-slate-400 bg-white px-2 py-1.5 text-sm font-normal text-slate-900 [font-family:inherit] dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(placements.find((item) => item === event.target.value) ?? 'bottom')}
        >
          {placements.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </label>
      <div className="flex min-h-[200px] items-center justify-center">
        <div
          className="rounded-lg border-2 border-dashed border-slate-500 px-8 py-6 text-sm font-semibold"
          ref={setAnchor}
        >
          Anchor
        </div>
        <Popper
          className="z-10 max-w-[240px] rounded-md bg-slate-900 px-2.5 py-1.5 text-[13px] leading-snug text-slate-50 shadow-md dark:bg-slate-200 dark:text-slate-900"
          open={anchor !== null}
          anchorEl={anchor}
          placement={placement}
          disablePortal
        >
          {({ placement: actual }) => `placement: ${actual}`}
        </Popper>
      </div>
    </div>
  );
}
