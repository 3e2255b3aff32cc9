import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Box from '@mui/joy/Box';

const placements = ['bottom-start', 'bottom-end', 'top-start', 'right-start'] as const;

export default function MenuPlacement() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, py: 8, justifyContent: 'center' }}>
      {placements.map((placement) => (
        <Dropdown key={placement}>
          <MenuButton size="sm">{placement}</MenuButton>
          <Menu placement={placement} size="sm">
            <MenuItem>Rename</MenuItem>
            <MenuItem>Duplicate</MenuItem>
            <MenuItem>Move to folder</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
