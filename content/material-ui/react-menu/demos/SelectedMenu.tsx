import { useState, type MouseEvent } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const sortOptions = [
  'Newest first',
  'Oldest first',
  'Price: low to high',
  'Price: high to low',
];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const open = Boolean(anchorEl);

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
  };
  const handleSelect = (index: number) => {
    setSelectedIndex(index);
    setAnchorEl(null);
  };

  return (
    <div>
      <List component="nav" aria-label="Product list options" sx={{ maxWidth: 320 }}>
        <ListItemButton
          id="selected-menu-button"
          aria-haspopup="listbox"
          aria-controls={open ? 'selected-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={handleOpen}
        >
          <ListItemText primary="Sort by" secondary={sortOptions[selectedIndex]} />
        </ListItemButton>
      </List>
      <Menu
        id="selected-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'selected-menu-button', role: 'listbox' }}
      >
        {sortOptions.map((option, index) => (
          <MenuItem
            key={option}
            role="option"
            selected={index === selectedIndex}
            aria-selected={index === selectedIndex}
            onClick={() => handleSelect(index)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
