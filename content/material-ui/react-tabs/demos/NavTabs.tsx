import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

// In an app, read the current path from the router (useRouter().pathname in
// the pages router, usePathname() in the app router). This demo stays on
// the Tabs page, so the current page is fixed.
const currentPath = '/material-ui/react-tabs/';

const pages = [
  { href: '/material-ui/react-tabs/', label: 'Tabs' },
  { href: '/material-ui/react-stepper/', label: 'Stepper' },
  { href: '/material-ui/react-breadcrumbs/', label: 'Breadcrumbs' },
];

export default function NavTabs() {
  return (
    <Box component="nav" aria-label="Navigation components" sx={{ width: '100%' }}>
      <Tabs value={currentPath} aria-label="Navigation pages">
        {pages.map((page) => (
          <Tab
            key={page.href}
            component={NextLink}
            href={page.href}
            value={page.href}
            label={page.label}
            aria-current={page.href === currentPath ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
