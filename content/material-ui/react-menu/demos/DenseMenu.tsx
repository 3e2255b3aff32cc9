import { useState } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';

const spacings = ['Single', '1.15', '1.5', 'Double'];

export default function DenseMenu() {
  const [spacing, setSpacing] = useState('1.15');

  return (
    <Paper sx={{ width: 260, maxWidth: '100%' }}>
      <MenuList dense aria-label="Line spacing">
        {spacings.map((option) => {
          const checked = option === spacing;
          return (
            <MenuItem
              key={option}
              role="menuitemradio"
              aria-checked={checked}
              onClick={() => setSpacing(option)}
            >
              {checked ? (
                <ListItemIcon>
                  <CheckIcon />
                </ListItemIcon>
              ) : null}
              {/* inset lines the text up with the items that have an icon */}
              <ListItemText inset={!checked}>{option}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem>
          <ListItemText inset>Custom spacing…</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
