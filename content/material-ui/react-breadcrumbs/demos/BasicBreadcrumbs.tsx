import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="#basic-breadcrumbs">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#basic-breadcrumbs">
        Kitchen
      </Link>
      <Typography color="text.primary" aria-current="page">
        Cast iron pans
      </Typography>
    </Breadcrumbs>
  );
}
