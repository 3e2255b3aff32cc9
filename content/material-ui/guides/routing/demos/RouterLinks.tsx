import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
} from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

const FOLDERS = ['#/inbox', '#/drafts', '#/sent'];

// A tiny in-memory router standing in for React Router or Next.js in this demo.
const RouterContext = createContext<{ navigate: (to: string) => void } | null>(null);

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function RouterLink({ href = '#/', onClick, ...other }, ref) {
    const router = useContext(RouterContext);
    return (
      <a
        ref={ref}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
          if (!router || event.defaultPrevented || event.button !== 0 || modified) {
            return;
          }
          event.preventDefault();
          router.navigate(href);
        }}
        {...other}
      />
    );
  },
);

// Every Link, and every button-like component given an href, now renders RouterLink.
function withRouterLinks(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiLink: { ...outer.components?.MuiLink, defaultProps: { component: RouterLink } },
      MuiButtonBase: {
        ...outer.components?.MuiButtonBase,
        defaultProps: { ...outer.components?.MuiButtonBase?.defaultProps, LinkComponent: RouterLink },
      },
    },
  };
}

export default function RouterLinks() {
  const [path, setPath] = useState('#/inbox');
  const router = useMemo(() => ({ navigate: setPath }), []);

  return (
    <RouterContext.Provider value={router}>
      <ThemeProvider theme={withRouterLinks}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480 }}>
          <Tabs value={FOLDERS.includes(path) ? path : false} aria-label="Mail folders">
            <Tab label="Inbox" value="#/inbox" href="#/inbox" />
            <Tab label="Drafts" value="#/drafts" href="#/drafts" />
            <Tab label="Sent" value="#/sent" href="#/sent" />
          </Tabs>
          <Stack spacing={2} sx={{ p: 2 }}>
            <Typography variant="body2" role="status">
              Current route: <code>{path.slice(1)}</code>
            </Typography>
            <Stack direction="row" spacing={2} alignItems="center">
              <Button variant="contained" href="#/compose">
                Compose
              </Button>
              <Link href="#/settings">Mail settings</Link>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </RouterContext.Provider>
  );
}
