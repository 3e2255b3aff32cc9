import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const itemClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

export default function MenuIntroduction() {
  const [lastAction, setLastAction] = React.useState('none yet');

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800">
          My account
        </MenuButton>
        <Menu
          className="z-10"
          slotProps={{
            root: { disablePortal: true },
            listbox: {
              className:
                'my-1 min-w-[180px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            },
          }}
        >
          <MenuItem className={itemClasses} onClick={() => setLastAction('Profile')}>
            Profile
          </MenuItem>
          <MenuItem className={itemClasses} onClick={() => setLastAction('Language settings')}>
            Language settings
          </MenuItem>
          <MenuItem className={itemClasses} onClick={() => setLastAction('Log out')}>
            Log out
          </MenuItem>
        </Menu>
      </Dropdown>
      <p className="m-0 text-sm">Last action: {lastAction}</p>
    </div>
  );
}
