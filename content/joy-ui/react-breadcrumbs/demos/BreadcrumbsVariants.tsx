import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Chip from '@mui/joy/Chip';

export default function BreadcrumbsVariants() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs" separator="›">
      <Link href="#link-variants" variant="soft" color="neutral" underline="none" sx={{ borderRadius: 'sm', px: 1 }}>
        Orders
      </Link>
      <Link href="#link-variants" variant="soft" color="neutral" underline="none" sx={{ borderRadius: 'sm', px: 1 }}>
        2026
      </Link>
      <Chip variant="solid" color="primary" aria-current="page">
        Order 4812
      </Chip>
    </Breadcrumbs>
  );
}
