import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import styles from './css.module.css';

/** Tells the menu item not to close the menu after this click. */
function keepMenuOpen(event: React.MouseEvent) {
  Object.assign(event, { defaultMuiPrevented: true });
}

export default function MenuKeepOpen() {
  const [gridLines, setGridLines] = React.useState(true);
  const [rulers, setRulers] = React.useState(false);

  return (
    <Dropdown>
      <MenuButton className={styles.trigger}>View</MenuButton>
      <Menu className={styles.popup} slotProps={{ listbox: { className: styles.listbox } }}>
        <MenuItem
          className={styles.item}
          onClick={(event) => {
            keepMenuOpen(event);
            setGridLines((shown) => !shown);
          }}
        >
          Grid lines: {gridLines ? 'shown' : 'hidden'}
        </MenuItem>
        <MenuItem
          className={styles.item}
          onClick={(event) => {
            keepMenuOpen(event);
            setRulers((shown) => !shown);
          }}
        >
          Rulers: {rulers ? 'shown' : 'hidden'}
        </MenuItem>
        <MenuItem className={styles.item}>Done</MenuItem>
      </Menu>
    </Dropdown>
  );
}
