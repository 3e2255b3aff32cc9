import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

const orders = ['Newest first', 'Oldest first', 'Most popular'];

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [order, setOrder] = React.useState(orders[0]);

  return (
    <div className={styles.layout}>
      <Dropdown open={open} onOpenChange={(event, isOpen) => setOpen(isOpen)}>
        <MenuButton className={styles.trigger}>Sort: {order}</MenuButton>
        <Menu className={styles.popup} slotProps={{ listbox: { className: styles.listbox } }}>
          {orders.map((option) => (
            <MenuItem key={option} className={styles.item} onClick={() => setOrder(option)}>
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <div className={styles.row}>
        <Button className={styles.link} onClick={() => setOpen(true)}>
          Open the sort menu
        </Button>
        <p className={styles.status}>The menu is {open ? 'open' : 'closed'}.</p>
      </div>
    </div>
  );
}
