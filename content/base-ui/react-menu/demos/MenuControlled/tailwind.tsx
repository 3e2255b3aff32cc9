import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { Button } from '@mui/base/Button';

const orders = ['Newest first', 'Oldest first', 'Most popular'];

const triggerClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

const listboxClasses =
  'my-1 min-w-[180px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

const itemClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [order, setOrder] = React.useState(orders[0]);

  return (
    <div className="flex flex-col items-start gap-3">
      <Dropdown open={open} onOpenChange={(event, isOpen) => setOpen(isOpen)}>
        <MenuButton className={triggerClasses}>Sort: {order}</MenuButton>
        <Menu className="z-10" slotProps={{ root: { disablePortal: true }, listbox: { className: listboxClasses } }}>
          {orders.map((option) => (
            <MenuItem key={option} className={itemClasses} onClick={() => setOrder(option)}>
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          className="cursor-pointer border-0 bg-transparent p-0 text-sm text-blue-700 underline [font-family:inherit] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:text-blue-300"
          onClick={() => setOpen(true)}
        >
          Open the sort menu
        </Button>
        <p className="m-0 text-sm">The menu is {open ? 'open' : 'closed'}.</p>
      </div>
    </div>
  );
}
