import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

export default function MenuBasic() {
  return (
    <Dropdown>
      <MenuButton>File</MenuButton>
      <Menu>
        <MenuItem>New document</MenuItem>
        <MenuItem>Open…</MenuItem>
        <MenuItem>Make a copy</MenuItem>
        <MenuItem>Print</MenuItem>
      </Menu>
    </Dropdown>
  );
}
