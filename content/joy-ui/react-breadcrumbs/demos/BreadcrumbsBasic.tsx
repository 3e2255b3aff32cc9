import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs">
      <Link color="neutral" href="#basic-usage">
        Shop
      </Link>
      <Link color="neutral" href="#basic-usage">
        Kitchen
      </Link>
      <Typography aria-current="page">Teapots</Typography>
    </Breadcrumbs>
  );
}
