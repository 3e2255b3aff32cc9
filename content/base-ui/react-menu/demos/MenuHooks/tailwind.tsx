import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';

function CustomMenuButton({ children }: { children: React.ReactNode }) {
  const { getRootProps } = useMenuButton();
  return (
    <button
      className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      {...getRootProps()}
    >
      {children}
    </button>
  );
}

function CustomMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <ul
      className="absolute left-0 top-full z-10 my-1 min-w-[180px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 [&[hidden]]:hidden"
      {...getListboxProps()}
      hidden={!open}
    >
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </ul>
  );
}

function CustomMenuItem({ children, onClick }: { children: React.ReactNode; onClick?: () => void }) {
  const { getRootProps, highlighted } = useMenuItem({ rootRef: null, onClick });
  return (
    <li
      className="cursor-pointer select-none rounded-lg px-3 py-2 outline-none hover:bg-slate-100 data-[highlighted]:bg-slate-100 dark:hover:bg-slate-800 dark:data-[highlighted]:bg-slate-800"
      {...getRootProps()}
      data-highlighted={highlighted || undefined}
    >
      {children}
    </li>
  );
}

export default function MenuHooks() {
  const { contextValue } = useDropdown();
  const [theme, setTheme] = React.useState('System');

  return (
    <DropdownContext.Provider value={contextValue}>
      <div className="relative">
        <CustomMenuButton>Theme: {theme}</CustomMenuButton>
        <CustomMenu>
          {['Light', 'Dark', 'System'].map((option) => (
            <CustomMenuItem key={option} onClick={() => setTheme(option)}>
              {option}
            </CustomMenuItem>
          ))}
        </CustomMenu>
      </div>
    </DropdownContext.Provider>
  );
}
