import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Box from '@mui/joy/Box';

const sizes = ['sm', 'md', 'lg'] as const;

export default function MenuSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {sizes.map((size) => (
        <Dropdown key={size}>
          <MenuButton size={size}>Size {size}</MenuButton>
          <Menu size={size}>
            <MenuItem>Profile</MenuItem>
            <MenuItem>Settings</MenuItem>
            <MenuItem>Sign out</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
