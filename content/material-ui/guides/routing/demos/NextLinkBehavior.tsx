import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import NextLink from 'next/link';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

type LinkBehaviorProps = Omit<ComponentPropsWithoutRef<typeof NextLink>, 'href'> & {
  href: string;
};

// Every href goes through next/link: paths navigate on the client, while
// full URLs and mailto: links behave as plain anchors. Links to other sites
// also open in a new tab, a decision made once here for the whole app.
const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(
  function LinkBehavior({ href, ...other }, ref) {
    const external = /^https?:\/\//.test(href);
    return (
      <NextLink
        ref={ref}
        href={href}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
        {...other}
      />
    );
  },
);

// In an app: createTheme({ components: { MuiLink: …, MuiButtonBase: … } }).
function withLinkBehavior(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiLink: { defaultProps: { component: LinkBehavior } },
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
    },
  };
}

export default function NextLinkBehavior() {
  return (
    <ThemeProvider theme={withLinkBehavior}>
      <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 360 }}>
        <Link href="/material-ui/react-link/">Link page (client-side navigation)</Link>
        <Link href="mailto:support@example.com">support@example.com (mail link)</Link>
        <Link href="https://nextjs.org/docs">Next.js documentation (opens in a new tab)</Link>
        <Button variant="contained" href="/material-ui/react-button/">
          Button page
        </Button>
        <ListItemButton href="/material-ui/react-list/" sx={{ width: '100%', borderRadius: 1 }}>
          <ListItemText primary="List page" secondary="A ListItemButton with an href" />
        </ListItemButton>
      </Stack>
    </ThemeProvider>
  );
}
