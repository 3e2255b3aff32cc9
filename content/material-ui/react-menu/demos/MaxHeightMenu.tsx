import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const timeZones = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Paris',
  'Europe/Helsinki',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

export default function MaxHeightMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [zone, setZone] = useState('Europe/London');
  const open = Boolean(anchorEl);

  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(event.currentTarget);
  };

  return (
    <div>
      <Button
        id="max-height-menu-button"
        variant="outlined"
        aria-controls={open ? 'max-height-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={handleOpen}
      >
        Time zone: {zone}
      </Button>
      <Menu
        id="max-height-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'max-height-menu-button' }}
        slotProps={{ paper: { sx: { maxHeight: 48 * 5.5, width: '24ch' } } }}
      >
        {timeZones.map((option) => (
          <MenuItem
            key={option}
            selected={option === zone}
            onClick={() => {
              setZone(option);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
