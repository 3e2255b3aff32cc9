import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import styles from './css.module.css';

export default function MenuIntroduction() {
  const [lastAction, setLastAction] = React.useState('none yet');

  return (
    <div className={styles.layout}>
      <Dropdown>
        <MenuButton className={styles.trigger}>My account</MenuButton>
        <Menu className={styles.popup} slotProps={{ listbox: { className: styles.listbox } }}>
          <MenuItem className={styles.item} onClick={() => setLastAction('Profile')}>
            Profile
          </MenuItem>
          <MenuItem className={styles.item} onClick={() => setLastAction('Language settings')}>
            Language settings
          </MenuItem>
          <MenuItem className={styles.item} onClick={() => setLastAction('Log out')}>
            Log out
          </MenuItem>
        </Menu>
      </Dropdown>
      <p className={styles.status}>Last action: {lastAction}</p>
    </div>
  );
}
