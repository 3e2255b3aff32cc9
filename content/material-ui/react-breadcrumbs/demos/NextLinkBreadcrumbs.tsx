import NextLink from 'next/link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// Titles of the paths that have a page. A segment without one is left out of the trail.
const titles: Record<string, string> = {
  '/': 'Home',
  '/material-ui/getting-started/': 'Getting started',
  '/material-ui/getting-started/installation/': 'Installation',
};

/** '/a/b/' → ['/', '/a/', '/a/b/'] */
function ancestorsOf(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}/`)];
}

// In an application, read it from the router: useRouter().asPath (pages router)
// or usePathname() (app router).
const currentPath = '/material-ui/getting-started/installation/';

export default function NextLinkBreadcrumbs() {
  const trail = ancestorsOf(currentPath).filter((path) => path in titles);

  return (
    <Breadcrumbs aria-label="Breadcrumb built from the path">
      {trail.map((path) =>
        path === currentPath ? (
          <Typography key={path} color="text.primary" aria-current="page">
            {titles[path]}
          </Typography>
        ) : (
          <Link key={path} component={NextLink} href={path} underline="hover" color="inherit">
            {titles[path]}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
