import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

export default function MenuCssVariables() {
  return (
    <Dropdown>
      <MenuButton>Language</MenuButton>
      <Menu
        sx={{
          '--ListItem-radius': '8px',
          '--List-padding': '6px',
          '--List-gap': '4px',
          '--ListItem-minHeight': '2.75rem',
          minWidth: 180,
        }}
      >
        <MenuItem selected>English</MenuItem>
        <MenuItem>Deutsch</MenuItem>
        <MenuItem>Français</MenuItem>
        <MenuItem>Español</MenuItem>
      </Menu>
    </Dropdown>
  );
}
