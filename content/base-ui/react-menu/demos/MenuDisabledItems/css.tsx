import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import styles from './css.module.css';

export default function MenuDisabledItems() {
  return (
    <Dropdown>
      <MenuButton className={styles.trigger}>Edit</MenuButton>
      <Menu className={styles.popup} slotProps={{ listbox: { className: styles.listbox } }}>
        <MenuItem className={styles.item}>Undo</MenuItem>
        <MenuItem className={styles.item} disabled>
          Redo
        </MenuItem>
        <MenuItem className={styles.item} disabled>
          Cut
        </MenuItem>
        <MenuItem className={styles.item}>Select all</MenuItem>
      </Menu>
    </Dropdown>
  );
}
