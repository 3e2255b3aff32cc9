import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ExternalLink() {
  return (
    <Typography>
      The package is published on{' '}
      <Link
        href="https://www.npmjs.com/package/@mui/material"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      >
        npm
        <OpenInNewIcon fontSize="inherit" titleAccess="(opens in a new tab)" />
      </Link>
      .
    </Typography>
  );
}
