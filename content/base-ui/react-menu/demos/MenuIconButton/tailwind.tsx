import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const itemClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

export default function MenuIconButton() {
  return (
    <div className="flex w-[300px] max-w-full items-center justify-between gap-4 rounded-xl border border-solid border-slate-200 py-3 pl-4 pr-3 dark:border-slate-700">
      <div>
        <p className="m-0 text-sm font-semibold">Quarterly report.pdf</p>
        <p className="m-0 text-[13px] text-slate-600 dark:text-slate-400">2.4 MB · edited yesterday</p>
      </div>
      <Dropdown>
        <MenuButton
          aria-label="More actions for Quarterly report.pdf"
          className="inline-flex cursor-pointer rounded-lg border-0 bg-transparent p-1.5 text-inherit hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 aria-expanded:bg-slate-100 dark:hover:bg-slate-800 dark:aria-expanded:bg-slate-800"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        </MenuButton>
        <Menu
          className="z-10"
          slotProps={{
            root: {
              disablePortal: true,
              placement: 'bottom-end',
              modifiers: [{ name: 'offset', options: { offset: [0, 4] } }],
            },
            listbox: {
              className:
                'm-0 min-w-[180px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            },
          }}
        >
          <MenuItem className={itemClasses}>Download</MenuItem>
          <MenuItem className={itemClasses}>Rename</MenuItem>
          <MenuItem className={itemClasses}>Move to trash</MenuItem>
        </Menu>
      </Dropdown>
    </div>
  );
}
