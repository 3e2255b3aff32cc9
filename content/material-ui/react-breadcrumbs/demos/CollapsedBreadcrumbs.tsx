import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const path = ['Home', 'Projects', 'Website redesign', 'Design', 'Components', 'Buttons'];

interface TrailProps {
  label: string;
  maxItems?: number;
  itemsBeforeCollapse?: number;
  itemsAfterCollapse?: number;
}

function Trail({ label, ...props }: TrailProps) {
  const parents = path.slice(0, -1);
  return (
    <Breadcrumbs aria-label={label} {...props}>
      {parents.map((name) => (
        <Link key={name} underline="hover" color="inherit" href="#collapsed-breadcrumbs">
          {name}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        {path[path.length - 1]}
      </Typography>
    </Breadcrumbs>
  );
}

export default function CollapsedBreadcrumbs() {
  return (
    <Stack spacing={2}>
      <Trail label="Breadcrumb, collapsed" maxItems={3} />
      <Trail
        label="Breadcrumb, two items before and after"
        maxItems={4}
        itemsBeforeCollapse={2}
        itemsAfterCollapse={2}
      />
    </Stack>
  );
}
