import Breadcrumbs, { breadcrumbsClasses } from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsCssVariables() {
  return (
    <Breadcrumbs
      aria-label="Breadcrumbs"
      sx={{
        '--Breadcrumbs-gap': '1rem',
        px: 0,
        [`& .${breadcrumbsClasses.separator}`]: { color: 'primary.plainColor', fontWeight: 'lg' },
      }}
    >
      <Link color="neutral" href="#css-variables-and-classes">
        Help
      </Link>
      <Link color="neutral" href="#css-variables-and-classes">
        Billing
      </Link>
      <Typography aria-current="page">Invoices</Typography>
    </Breadcrumbs>
  );
}
