import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const triggerClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

const listboxClasses =
  'my-1 min-w-[180px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

const itemClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

const disabledClasses = 'aria-disabled:cursor-not-allowed aria-disabled:text-slate-500';

export default function MenuDisabledItems() {
  return (
    <Dropdown>
      <MenuButton className={triggerClasses}>Edit</MenuButton>
      <Menu className="z-10" slotProps={{ root: { disablePortal: true }, listbox: { className: listboxClasses } }}>
        <MenuItem className={`${itemClasses} ${disabledClasses}`}>Undo</MenuItem>
        <MenuItem className={`${itemClasses} ${disabledClasses}`} disabled>
          Redo
        </MenuItem>
        <MenuItem className={`${itemClasses} ${disabledClasses}`} disabled>
          Cut
        </MenuItem>
        <MenuItem className={`${itemClasses} ${disabledClasses}`}>Select all</MenuItem>
      </Menu>
    </Dropdown>
  );
}
