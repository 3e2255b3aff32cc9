import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const orders = ['Newest first', 'Oldest first', 'Most popular'];

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [order, setOrder] = React.useState(orders[0]);

  return (
    <Layout>
      <Dropdown open={open} onOpenChange={(event, isOpen) => setOpen(isOpen)}>
        <Trigger>Sort: {order}</Trigger>
        <Menu slots={{ root: Popup, listbox: Listbox }}>
          {orders.map((option) => (
            <Item key={option} onClick={() => setOrder(option)}>
              {option}
            </Item>
          ))}
        </Menu>
      </Dropdown>
      <Row>
        <Link onClick={() => setOpen(true)}>Open the sort menu</Link>
        <Status>The menu is {open ? 'open' : 'closed'}.</Status>
      </Row>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
});

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

const Status = styled('p')({ margin: 0, fontSize: 14 });

const Link = styled(Button)({
  font: 'inherit',
  fontSize: 14,
  padding: 0,
  border: 0,
  background: 'none',
  color: '#1d4ed8',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &': { color: '#93c5fd' },
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
