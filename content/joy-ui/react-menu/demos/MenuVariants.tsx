import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Box from '@mui/joy/Box';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function MenuVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {variants.map((variant) => (
        <Dropdown key={variant}>
          <MenuButton variant={variant} color="primary">
            {variant}
          </MenuButton>
          <Menu variant={variant} color="primary" invertedColors={variant === 'solid'}>
            <MenuItem>Week view</MenuItem>
            <MenuItem>Month view</MenuItem>
            <MenuItem>Agenda</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
