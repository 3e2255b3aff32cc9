import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ThemeBreakpointsQuery() {
  const theme = useTheme();
  const upMd = useMediaQuery(theme.breakpoints.up('md'));
  const downSm = useMediaQuery(theme.breakpoints.down('sm'));
  // The function form receives the theme from the context.
  const onlyLg = useMediaQuery((t: Theme) => t.breakpoints.only('lg'));

  return (
    <Stack spacing={0.5}>
      <Typography>
        <code>theme.breakpoints.up(&apos;md&apos;)</code>: {String(upMd)}
      </Typography>
      <Typography>
        <code>theme.breakpoints.down(&apos;sm&apos;)</code>: {String(downSm)}
      </Typography>
      <Typography>
        <code>theme.breakpoints.only(&apos;lg&apos;)</code>: {String(onlyLg)}
      </Typography>
    </Stack>
  );
}
