import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

export default function InvertedMenu() {
  return (
    <Dropdown>
      <MenuButton variant="solid" color="neutral">
        Account
      </MenuButton>
      <Menu variant="solid" color="neutral" invertedColors>
        <MenuItem>Profile</MenuItem>
        <MenuItem selected>Billing</MenuItem>
        <ListDivider />
        <MenuItem color="danger">Sign out</MenuItem>
      </Menu>
    </Dropdown>
  );
}
