import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function PopupPopover() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Budget 2024.xlsx');
  const [draft, setDraft] = React.useState(name);
  const popupId = React.useId();
  const titleId = React.useId();

  const show = () => {
    setDraft(name);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) anchor?.focus();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== '') setName(draft.trim());
    close(true);
  };

  return (
    <div className="min-h-[200px]">
      <ClickAwayListener onClickAway={() => open && close(false)}>
        <div className="flex flex-wrap items-center gap-3" onKeyDown={handleKeyDown}>
          <span className="text-sm font-semibold text-slate-900 dark:text-slate-100">{name}</span>
          <button
            className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            type="button"
            ref={setAnchor}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            onClick={() => (open ? close(false) : show())}
          >
            Rename
          </button>
          <Popup
            className="z-10 box-border w-[280px] rounded-xl border border-solid border-slate-200 bg-white p-4 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            id={popupId}
            role="dialog"
            aria-labelledby={titleId}
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={6}
            disablePortal
          >
            <form onSubmit={handleSubmit}>
              <h3 className="m-0 mb-2 text-sm font-bold" id={titleId}>
                Rename file
              </h3>
              <input
                className="box-border w-full rounded-md border border-solid border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 [font-family:inherit] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
                aria-label="File name"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                // The dialog opens with its field focused; Tab then continues to Save.
                autoFocus
              />
              <div className="mt-3 flex justify-end gap-2">
                <button className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => close(true)}>
                  Cancel
                </button>
                <button className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-3.5 py-1.5 text-sm font-semibold text-white [font-family:inherit] hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-blue-300 dark:bg-blue-300 dark:text-slate-900 dark:hover:bg-blue-200" type="submit">
                  Save
                </button>
              </div>
            </form>
          </Popup>
        </div>
      </ClickAwayListener>
    </div>
  );
}
