import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';

const linkStyle = { display: 'flex', alignItems: 'center', gap: 0.5 };

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb, my files">
      <Link
        underline="hover"
        color="inherit"
        href="#breadcrumbs-with-icons"
        sx={linkStyle}
      >
        <HomeIcon fontSize="inherit" aria-hidden />
        My files
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="#breadcrumbs-with-icons"
        sx={linkStyle}
      >
        <FolderIcon fontSize="inherit" aria-hidden />
        Invoices
      </Link>
      <Typography color="text.primary" aria-current="page" sx={linkStyle}>
        <DescriptionIcon fontSize="inherit" aria-hidden />
        March 2024.pdf
      </Typography>
    </Breadcrumbs>
  );
}
