import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';

const separators = [
  { label: 'Chevron icon', separator: <ChevronRightRoundedIcon /> },
  { label: 'Arrow character', separator: '›' },
  { label: 'Dash', separator: '–' },
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={1}>
      {separators.map((item) => (
        <Breadcrumbs key={item.label} separator={item.separator} aria-label={`Breadcrumbs with ${item.label}`}>
          <Link color="neutral" href="#separator">
            Settings
          </Link>
          <Link color="neutral" href="#separator">
            Security
          </Link>
          <Typography aria-current="page">Two-step sign-in</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
