import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const groups = [
  { title: 'Text', blocks: ['Paragraph', 'Heading', 'Quote'] },
  { title: 'Media', blocks: ['Image', 'Video', 'Embed'] },
  { title: 'Layout', blocks: ['Columns', 'Divider'] },
];

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="grouped-menu-button"
        variant="outlined"
        aria-controls={open ? 'grouped-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchorEl(event.currentTarget)}
      >
        Insert block
      </Button>
      <Menu
        id="grouped-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-labelledby': 'grouped-menu-button' }}
        slotProps={{ paper: { sx: { maxHeight: 320 } } }}
      >
        {/* A fragment can't be a child of Menu: the headers and items are one flat list. */}
        {groups.flatMap((group) => [
          <ListSubheader key={group.title}>{group.title}</ListSubheader>,
          ...group.blocks.map((block) => (
            <MenuItem key={block} onClick={close} sx={{ pl: 3 }}>
              {block}
            </MenuItem>
          )),
        ])}
      </Menu>
    </div>
  );
}
