import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const categories = ['Shop', 'Outdoor', 'Camping', 'Tents', 'Two-person tents'];

export default function ResponsiveBreadcrumbs() {
  const theme = useTheme();
  // false on the server and on the first render in the browser, then the real value.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Breadcrumbs aria-label="Responsive breadcrumb" maxItems={narrow ? 2 : 8}>
      {categories.map((category) => (
        <Link key={category} underline="hover" color="inherit" href="#responsive-collapse">
          {category}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        Ridgeline 2 tent
      </Typography>
    </Breadcrumbs>
  );
}
