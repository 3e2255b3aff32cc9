import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import styles from './css.module.css';

function CustomMenuButton({ children }: { children: React.ReactNode }) {
  const { getRootProps } = useMenuButton();
  return (
    <button className={styles.trigger} {...getRootProps()}>
      {children}
    </button>
  );
}

function CustomMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <ul className={styles.listbox} {...getListboxProps()} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </ul>
  );
}

function CustomMenuItem({ children, onClick }: { children: React.ReactNode; onClick?: () => void }) {
  const { getRootProps, highlighted } = useMenuItem({ rootRef: null, onClick });
  return (
    <li className={styles.item} {...getRootProps()} data-highlighted={highlighted || undefined}>
      {children}
    </li>
  );
}

export default function MenuHooks() {
  const { contextValue } = useDropdown();
  const [theme, setTheme] = React.useState('System');

  return (
    <DropdownContext.Provider value={contextValue}>
      <div className={styles.anchor}>
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
