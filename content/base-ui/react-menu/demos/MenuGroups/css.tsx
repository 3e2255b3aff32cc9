import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import styles from './css.module.css';

function MenuSection({ label, children }: { label: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <li role="none">
      <span id={id} className={styles.sectionLabel}>
        {label}
      </span>
      <ul role="group" aria-labelledby={id} className={styles.sectionList}>
        {children}
      </ul>
    </li>
  );
}

export default function MenuGroups() {
  return (
    <Dropdown>
      <MenuButton className={styles.trigger}>Insert</MenuButton>
      <Menu className={styles.popup} slotProps={{ listbox: { className: styles.listbox } }}>
        <MenuSection label="Media">
          <MenuItem className={styles.item}>Image</MenuItem>
          <MenuItem className={styles.item}>Video</MenuItem>
        </MenuSection>
        <li role="separator" className={styles.separator} />
        <MenuSection label="Layout">
          <MenuItem className={styles.item}>Table</MenuItem>
          <MenuItem className={styles.item}>Columns</MenuItem>
        </MenuSection>
      </Menu>
    </Dropdown>
  );
}
