import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

const BREAKPOINTS: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function CurrentBreakpoint() {
  const theme = useTheme();
  const isSm = useMediaQuery(theme.breakpoints.only('sm'));
  const isMd = useMediaQuery(theme.breakpoints.only('md'));
  const isLg = useMediaQuery(theme.breakpoints.only('lg'));
  const isXl = useMediaQuery(theme.breakpoints.only('xl'));
  const wide = useMediaQuery(theme.breakpoints.up('md'));

  let current: Breakpoint = 'xs';
  if (isSm) current = 'sm';
  if (isMd) current = 'md';
  if (isLg) current = 'lg';
  if (isXl) current = 'xl';

  return (
    <Stack spacing={2} alignItems="center">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        justifyContent="center"
        role="list"
        aria-label="Breakpoints"
      >
        {BREAKPOINTS.map((key) => (
          <Chip
            key={key}
            role="listitem"
            label={`${key} ≥ ${theme.breakpoints.values[key]}px`}
            color={key === current ? 'primary' : 'default'}
            variant={key === current ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        Current breakpoint: <strong>{current}</strong>.{' '}
        {wide ? 'Using the wide layout.' : 'Using the compact layout.'}
      </Typography>
    </Stack>
  );
}
