import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const folders = ['Drive', 'Clients', 'Harbour Café', '2024', 'Invoices'];

export default function CollapsedIconBreadcrumbs() {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb with a custom collapsed icon"
      maxItems={3}
      expandText="Show all folders"
      slots={{ CollapsedIcon: MoreHorizIcon }}
      slotProps={{ collapsedIcon: { sx: { color: 'primary.main' } } }}
    >
      {folders.map((folder) => (
        <Link key={folder} underline="hover" color="inherit" href="#custom-collapsed-icon">
          {folder}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        March.pdf
      </Typography>
    </Breadcrumbs>
  );
}
