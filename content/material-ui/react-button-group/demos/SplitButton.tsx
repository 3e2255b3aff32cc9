import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const mergeOptions = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(1);

  return (
    <>
      <ButtonGroup variant="contained" ref={anchorRef} aria-label="Merge pull request">
        <Button>{mergeOptions[selectedIndex]}</Button>
        <Button
          size="small"
          id="split-button-toggle"
          aria-label="Choose a merge method"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'split-button-menu' : undefined}
          onClick={() => setOpen(true)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id="split-button-menu"
        anchorEl={anchorRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        MenuListProps={{ 'aria-labelledby': 'split-button-toggle' }}
      >
        {mergeOptions.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selectedIndex}
            onClick={() => {
              setSelectedIndex(index);
              setOpen(false);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
