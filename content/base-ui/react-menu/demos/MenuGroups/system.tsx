import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

function MenuSection({ label, children }: { label: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <li role="none">
      <SectionLabel id={id}>{label}</SectionLabel>
      <SectionList role="group" aria-labelledby={id}>
        {children}
      </SectionList>
    </li>
  );
}

export default function MenuGroups() {
  return (
    <Dropdown>
      <Trigger>Insert</Trigger>
      <Menu slots={{ root: Popup, listbox: Listbox }}>
        <MenuSection label="Media">
          <Item>Image</Item>
          <Item>Video</Item>
        </MenuSection>
        <Separator role="separator" />
        <MenuSection label="Layout">
          <Item>Table</Item>
          <Item>Columns</Item>
        </MenuSection>
      </Menu>
    </Dropdown>
  );
}

const SectionLabel = styled('span')({
  display: 'block',
  padding: '6px 12px 2px',
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: '#475569',
  '[data-mui-color-scheme="dark"] &': { color: '#94a3b8' },
});

const SectionList = styled('ul')({ margin: 0, padding: 0, listStyle: 'none' });

const Separator = styled('li')({
  height: 1,
  margin: '6px 0',
  backgroundColor: '#e2e8f0',
  '[data-mui-color-scheme="dark"] &': { backgroundColor: '#334155' },
});

const Trigger = styled(MenuButton)({
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

const Popup = styled('div')({ zIndex: 10 });

const Listbox = styled('ul')({
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
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  },
});

const Item = styled(MenuItem)({
  padding: '8px 12px',
  borderRadius: 8,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 0,
  '&:hover, &:focus': { backgroundColor: '#f1f5f9' },
  '[data-mui-color-scheme="dark"] &:hover, [data-mui-color-scheme="dark"] &:focus': {
    backgroundColor: '#1e293b',
  },
});
