import Chip from '@mui/material/Chip';
import Hidden from '@mui/material/Hidden';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

function CurrentBreakpoint() {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  const current = xl ? 'xl' : lg ? 'lg' : md ? 'md' : sm ? 'sm' : 'xs';
  return <Chip size="small" color="primary" label={`Viewport: ${current}`} />;
}

function Item({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, typography: 'body2' }}>
      {children}
    </Paper>
  );
}

export default function BreakpointUpDown() {
  return (
    <Stack spacing={1} alignItems="flex-start">
      <CurrentBreakpoint />
      <Hidden smDown>
        <Item>smDown: hidden below sm</Item>
      </Hidden>
      <Hidden mdDown>
        <Item>mdDown: hidden below md</Item>
      </Hidden>
      <Hidden smUp>
        <Item>smUp: hidden at sm and wider</Item>
      </Hidden>
      <Hidden mdUp>
        <Item>mdUp: hidden at md and wider</Item>
      </Hidden>
      <Hidden lgUp>
        <Item>lgUp: hidden at lg and wider</Item>
      </Hidden>
    </Stack>
  );
}
