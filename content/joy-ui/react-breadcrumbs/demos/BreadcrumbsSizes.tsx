import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BreadcrumbsSizes() {
  return (
    <Stack>
      {sizes.map((size) => (
        <Breadcrumbs key={size} size={size} aria-label={`Breadcrumbs, size ${size}`}>
          <Link color="neutral" href="#sizes">
            Docs
          </Link>
          <Link color="neutral" href="#sizes">
            Guides
          </Link>
          <Typography aria-current="page">size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
