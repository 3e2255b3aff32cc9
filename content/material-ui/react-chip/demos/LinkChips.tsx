import Link from 'next/link';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const related = [
  { label: 'Badge', href: '/material-ui/react-badge/' },
  { label: 'Avatar', href: '/material-ui/react-avatar/' },
  { label: 'Autocomplete', href: '/material-ui/react-autocomplete/' },
];

export default function LinkChips() {
  return (
    <Stack spacing={2}>
      {/* A plain anchor: `clickable` gives it the hover and focus styles of a button chip. */}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip label="Button docs" component="a" href="/material-ui/react-button/" clickable />
        <Chip
          label="Typography docs"
          component="a"
          href="/material-ui/react-typography/"
          variant="outlined"
          color="primary"
          clickable
        />
      </Stack>
      {/* The router's link keeps client-side navigation. */}
      <Stack
        component="nav"
        aria-label="Related components"
        direction="row"
        spacing={1}
        flexWrap="wrap"
        useFlexGap
      >
        {related.map((page) => (
          <Chip
            key={page.href}
            label={page.label}
            component={Link}
            href={page.href}
            size="small"
            clickable
          />
        ))}
      </Stack>
    </Stack>
  );
}
