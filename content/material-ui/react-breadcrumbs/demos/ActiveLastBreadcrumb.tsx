import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

export default function ActiveLastBreadcrumb() {
  return (
    <Breadcrumbs aria-label="Breadcrumb, team settings">
      <Link underline="hover" color="inherit" href="#last-item-as-a-link">
        Settings
      </Link>
      <Link underline="hover" color="inherit" href="#last-item-as-a-link">
        Team
      </Link>
      <Link
        underline="hover"
        color="text.primary"
        href="#last-item-as-a-link"
        aria-current="page"
      >
        Members
      </Link>
    </Breadcrumbs>
  );
}
