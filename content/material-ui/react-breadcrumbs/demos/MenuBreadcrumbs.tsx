import { useState, type MouseEvent } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const seasons = ['Spring 2024', 'Summer 2024', 'Autumn 2024'];

// Breadcrumbs wraps each child in a list item, so the button and its menu
// live in one component: one child, one item.
function SeasonPicker() {
  const [season, setSeason] = useState('Summer 2024');
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-current="page"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'season-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
        sx={{ color: 'text.primary', textTransform: 'none', fontSize: 'inherit', py: 0 }}
      >
        {season}
      </Button>
      <Menu id="season-menu" anchorEl={anchorEl} open={open} onClose={() => setAnchorEl(null)}>
        {seasons.map((item) => (
          <MenuItem
            key={item}
            selected={item === season}
            onClick={() => {
              setSeason(item);
              setAnchorEl(null);
            }}
          >
            {item}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default function MenuBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb with a menu of siblings">
      <Link underline="hover" color="inherit" href="#breadcrumbs-with-a-menu">
        Catalogue
      </Link>
      {/* The current level is a button that lists its sibling pages. */}
      <SeasonPicker />
    </Breadcrumbs>
  );
}
