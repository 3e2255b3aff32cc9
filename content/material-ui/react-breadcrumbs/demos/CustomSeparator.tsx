import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const separators = [
  { id: 'chevron', node: '›' },
  { id: 'dash', node: '–' },
  { id: 'icon', node: <NavigateNextIcon fontSize="small" /> },
];

export default function CustomSeparator() {
  return (
    <Stack spacing={2}>
      {separators.map((separator) => (
        <Breadcrumbs
          key={separator.id}
          separator={separator.node}
          aria-label={`Breadcrumb, ${separator.id} separator`}
        >
          <Link underline="hover" color="inherit" href="#custom-separator">
            Docs
          </Link>
          <Link underline="hover" color="inherit" href="#custom-separator">
            Guides
          </Link>
          <Typography color="text.primary" aria-current="page">
            Deploying
          </Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
