import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import styles from './css.module.css';

export default function MenuIconButton() {
  return (
    <div className={styles.card}>
      <div>
        <p className={styles.title}>Quarterly report.pdf</p>
        <p className={styles.meta}>2.4 MB · edited yesterday</p>
      </div>
      <Dropdown>
        <MenuButton className={styles.iconTrigger} aria-label="More actions for Quarterly report.pdf">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        </MenuButton>
        <Menu
          className={styles.popup}
          slotProps={{
            root: {
              placement: 'bottom-end',
              modifiers: [{ name: 'offset', options: { offset: [0, 4] } }],
            },
            listbox: { className: styles.listbox },
          }}
        >
          <MenuItem className={styles.item}>Download</MenuItem>
          <MenuItem className={styles.item}>Rename</MenuItem>
          <MenuItem className={styles.item}>Move to trash</MenuItem>
        </Menu>
      </Dropdown>
    </div>
  );
}
