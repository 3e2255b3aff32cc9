import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';

export default function NavigationPath() {
  return (
    <Breadcrumbs aria-label="Place in the navigation">
      <Typography color="text.secondary">Main parent</Typography>
      <Typography color="text.primary" aria-current="page">
        First-level child 1
      </Typography>
    </Breadcrumbs>
  );
}
