import Link from 'next/link';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import MenuIcon from '@mui/icons-material/Menu';
import WebAssetIcon from '@mui/icons-material/WebAsset';

const destinations = [
  { href: '/material-ui/react-app-bar/', label: 'App bar', icon: <WebAssetIcon /> },
  { href: '/material-ui/react-drawer/', label: 'Drawer', icon: <MenuIcon /> },
  { href: '/material-ui/react-paper/', label: 'Paper', icon: <CropSquareIcon /> },
];

// In an application, take it from the router: useRouter().asPath or usePathname().
const currentPath = '/material-ui/react-drawer/';

export default function NextLinkBottomNavigation() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
      {/* The value is the current path, so the selection follows any navigation. */}
      <BottomNavigation component="nav" aria-label="Layout pages" showLabels value={currentPath}>
        {destinations.map((destination) => (
          <BottomNavigationAction
            key={destination.href}
            component={Link}
            href={destination.href}
            value={destination.href}
            label={destination.label}
            icon={destination.icon}
            aria-current={destination.href === currentPath ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
