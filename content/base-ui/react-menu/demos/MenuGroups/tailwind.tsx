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

function MenuSection({ label, children }: { label: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <li role="none">
      <span
        id={id}
        className="block px-3 pb-0.5 pt-1.5 text-xs font-semibold uppercase tracking-[0.04em] text-slate-600 dark:text-slate-400"
      >
        {label}
      </span>
      <ul role="group" aria-labelledby={id} className="m-0 list-none p-0">
        {children}
      </ul>
    </li>
  );
}

export default function MenuGroups() {
  return (
    <Dropdown>
      <MenuButton className={triggerClasses}>Insert</MenuButton>
      <Menu className="z-10" slotProps={{ root: { disablePortal: true }, listbox: { className: listboxClasses } }}>
        <MenuSection label="Media">
          <MenuItem className={itemClasses}>Image</MenuItem>
          <MenuItem className={itemClasses}>Video</MenuItem>
        </MenuSection>
        <li role="separator" className="my-1.5 h-px bg-slate-200 dark:bg-slate-700" />
        <MenuSection label="Layout">
          <MenuItem className={itemClasses}>Table</MenuItem>
          <MenuItem className={itemClasses}>Columns</MenuItem>
        </MenuSection>
      </Menu>
    </Dropdown>
  );
}
