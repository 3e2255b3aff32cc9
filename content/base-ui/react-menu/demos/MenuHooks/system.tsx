import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { styled } from '@mui/system';

function CustomMenuButton({ children }: { children: React.ReactNode }) {
  const { getRootProps } = useMenuButton();
  return <Trigger {...getRootProps()}>{children}</Trigger>;
}

function CustomMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <Listbox {...getListboxProps()} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </Listbox>
  );
}

function CustomMenuItem({ children, onClick }: { children: React.ReactNode; onClick?: () => void }) {
  const { getRootProps, highlighted } = useMenuItem({ rootRef: null, onClick });
  return (
    <Item {...getRootProps()} data-highlighted={highlighted || undefined}>
      {children}
    </Item>
  );
}

export default function MenuHooks() {
  const { contextValue } = useDropdown();
  const [theme, setTheme] = React.useState('System');

  return (
    <DropdownContext.Provider value={contextValue}>
      <Anchor>
        <CustomMenuButton>Theme: {theme}</CustomMenuButton>
        <CustomMenu>
          {['Light', 'Dark', 'System'].map((option) => (
            <CustomMenuItem key={option} onClick={() => setTheme(option)}>
              {option}
            </CustomMenuItem>
          ))}
        </CustomMenu>
      </Anchor>
    </DropdownContext.Provider>
  );
}

const Anchor = styled('div')({ position: 'relative' });

const Trigger = styled('button')({
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1e293b' },
  },
});

const Listbox = styled('ul')({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 10,
  margin: '4px 0',
  minWidth: 180,
  padding: 6,
  listStyle: 'none',
  fontSize: 14,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  outline: 0,
  '&[hidden]': { display: 'none' },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  },
});

const Item = styled('li')({
  padding: '8px 12px',
  borderRadius: 8,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 0,
  '&:hover, &[data-highlighted]': { backgroundColor: '#f1f5f9' },
  '[data-mui-color-scheme="dark"] &:hover, [data-mui-color-scheme="dark"] &[data-highlighted]': {
    backgroundColor: '#1e293b',
  },
});
