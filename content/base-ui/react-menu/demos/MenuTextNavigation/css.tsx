import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import styles from './css.module.css';

const languages = [
  { code: 'de', name: 'Deutsch', english: 'German' },
  { code: 'en', name: 'English', english: 'English' },
  { code: 'es', name: 'Español', english: 'Spanish' },
  { code: 'fr', name: 'Français', english: 'French' },
  { code: 'ja', name: '日本語', english: 'Japanese' },
];

export default function MenuTextNavigation() {
  const [language, setLanguage] = React.useState('English');

  return (
    <Dropdown>
      <MenuButton className={styles.trigger}>Language: {language}</MenuButton>
      <Menu className={styles.popup} slotProps={{ listbox: { className: styles.listbox } }}>
        {languages.map(({ code, name, english }) => (
          <MenuItem key={code} className={styles.item} lang={code} label={english} onClick={() => setLanguage(english)}>
            {name}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
