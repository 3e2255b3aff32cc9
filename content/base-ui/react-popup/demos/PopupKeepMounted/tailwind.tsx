import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const sizes = ['Small', 'Medium', 'Large'];

export default function PopupKeepMounted() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div className="min-h-[150px]">
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        Size filters
      </button>
      <Popup
        className="z-10 box-border flex w-[180px] flex-col gap-1.5 rounded-[10px] border border-solid border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        id={popupId}
        role="group"
        aria-label="Sizes"
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        keepMounted
        disablePortal
      >
        {/* Uncontrolled checkboxes: they keep their state because the popup stays mounted. */}
        {sizes.map((size) => (
          <label className="flex cursor-pointer items-center gap-2" key={size}>
            <input type="checkbox" name="size" value={size} />
            {size}
          </label>
        ))}
      </Popup>
    </div>
  );
}
