import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const offset = [{ name: 'offset', options: { offset: [0, 6] } }];

export default function PopperPopover() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [workspace, setWorkspace] = React.useState('Design team');
  const panelId = React.useId();
  const titleId = React.useId();

  const choose = (name: string) => {
    setWorkspace(name);
    setOpen(false);
    anchor?.focus();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      anchor?.focus();
    }
  };

  return (
    <div className="min-h-[170px]">
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className="inline-block" onKeyDown={handleKeyDown}>
          <button
            className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            type="button"
            ref={setAnchor}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            Workspace: {workspace}
          </button>
          <Popper
            className="z-10 box-border w-[260px] rounded-xl border border-solid border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            open={open}
            anchorEl={anchor}
            placement="bottom-start"
            disablePortal
            keepMounted
            modifiers={offset}
          >
            <h3 className="m-0 mb-2 text-sm font-bold" id={titleId}>
              Switch workspace
            </h3>
            <ul className="m-0 flex list-none flex-col gap-1 p-0">
              <li>
                <button
                  className="block w-full cursor-pointer rounded-md border-0 bg-transparent px-2 text-left text-sm [font-family:inherit] py-1.5 text-blue-700 no-underline hover:bg-blue-50 hover:underline focus-visible:bg-blue-50 focus-visible:underline dark:text-blue-300 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                  type="button"
                  onClick={() => choose('Design team')}
                >
                  Design team
                </button>
              </li>
              <li>
                <button
                  className="block w-full cursor-pointer rounded-md border-0 bg-transparent px-2 text-left text-sm [font-family:inherit] py-1.5 text-blue-700 no-underline hover:bg-blue-50 hover:underline focus-visible:bg-blue-50 focus-visible:underline dark:text-blue-300 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                  type="button"
                  onClick={() => choose('Marketing')}
                >
                  Marketing
                </button>
              </li>
            </ul>
          </Popper>
        </div>
      </ClickAwayListener>
    </div>
  );
}
