import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListDivider from '@mui/joy/ListDivider';
import Typography from '@mui/joy/Typography';
import ContentCutRoundedIcon from '@mui/icons-material/ContentCutRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import ContentPasteRoundedIcon from '@mui/icons-material/ContentPasteRounded';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';

const actions = [
  { label: 'Cut', shortcut: 'Ctrl X', icon: <ContentCutRoundedIcon /> },
  { label: 'Copy', shortcut: 'Ctrl C', icon: <ContentCopyRoundedIcon /> },
  { label: 'Paste', shortcut: 'Ctrl V', icon: <ContentPasteRoundedIcon /> },
];

export default function MenuDecorators() {
  return (
    <Dropdown>
      <MenuButton variant="soft">Edit</MenuButton>
      <Menu sx={{ minWidth: 220 }}>
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <ListItemDecorator>{action.icon}</ListItemDecorator>
            {action.label}
            <Typography level="body-xs" sx={{ ml: 'auto' }} aria-hidden>
              {action.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <ListDivider />
        <MenuItem variant="soft" color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <DeleteRoundedIcon />
          </ListItemDecorator>
          Delete selection
        </MenuItem>
        <MenuItem disabled>
          <ListItemDecorator />
          Undo (nothing to undo)
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
