import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function MenuIconButton() {
  return (
    <Card>
      <div>
        <Title>Quarterly report.pdf</Title>
        <Meta>2.4 MB · edited yesterday</Meta>
      </div>
      <Dropdown>
        <IconTrigger aria-label="More actions for Quarterly report.pdf">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        </IconTrigger>
        <Menu
          slots={{ root: Popup, listbox: Listbox }}
          slotProps={{
            root: {
              placement: 'bottom-end',
              modifiers: [{ name: 'offset', options: { offset: [0, 4] } }],
            },
          }}
        >
          <Item>Download</Item>
          <Item>Rename</Item>
          <Item>Move to trash</Item>
        </Menu>
      </Dropdown>
    </Card>
  );
}

const Card = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  width: 300,
  maxWidth: '100%',
  padding: '12px 12px 12px 16px',
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155' },
});

const Title = styled('p')({ margin: 0, fontSize: 14, fontWeight: 600 });

const Meta = styled('p')({
  margin: 0,
  fontSize: 13,
  color: '#475569',
  '[data-mui-color-scheme="dark"] &': { color: '#94a3b8' },
});

const IconTrigger = styled(MenuButton)({
  display: 'inline-flex',
  padding: 6,
  borderRadius: 8,
  border: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &:hover, [data-mui-color-scheme="dark"] &[aria-expanded="true"]': {
    backgroundColor: '#1e293b',
  },
});

const Popup = styled('div')({ zIndex: 10 });

const Listbox = styled('ul')({
  margin: 0,
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
