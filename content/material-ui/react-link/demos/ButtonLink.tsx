import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const details =
  'Extra storage is billed per gigabyte each month, and unused projects can be archived.';

export default function ButtonLink() {
  const [expanded, setExpanded] = useState(false);

  return (
    <Typography component="div" sx={{ maxWidth: 480 }}>
      <Typography>
        The starter plan includes three projects and 5 GB of storage.
        {expanded && ` ${details}`}
      </Typography>
      <Link
        component="button"
        variant="body2"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
        sx={{ display: 'block', mt: 1 }}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Link>
    </Typography>
  );
}
