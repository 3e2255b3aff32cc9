import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import MoreHorizRoundedIcon from '@mui/icons-material/MoreHorizRounded';

const hidden = ['Engineering', 'Platform', 'Infrastructure'];

export default function BreadcrumbsCollapsed() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs">
      <Link color="neutral" href="#collapsed-items">
        Company
      </Link>
      <Dropdown>
        <MenuButton size="sm" variant="plain" aria-label="Show hidden levels" sx={{ minHeight: 0, px: 0.5 }}>
          <MoreHorizRoundedIcon />
        </MenuButton>
        <Menu size="sm">
          {hidden.map((name) => (
            <MenuItem key={name} component="a" href="#collapsed-items">
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="#collapsed-items">
        Networking
      </Link>
      <Typography aria-current="page">On-call rota</Typography>
    </Breadcrumbs>
  );
}
