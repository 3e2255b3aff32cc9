import Link from 'next/link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewListIcon from '@mui/icons-material/ViewList';

const pages = [
  { href: '/material-ui/react-list/', label: 'List', icon: <ViewListIcon /> },
  {
    href: '/material-ui/react-table/',
    label: 'Table',
    icon: <TableRowsIcon />,
  },
  { href: '/material-ui/react-grid2/', label: 'Grid', icon: <GridViewIcon /> },
];

// In an application, compare with the router's current path instead.
const currentPath = '/material-ui/react-list/';

export default function LinkList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 300 }}>
      <nav aria-label="Layout components">
        <List>
          {pages.map((page) => {
            const current = page.href === currentPath;
            return (
              <ListItem key={page.href} disablePadding>
                <ListItemButton
                  component={Link}
                  href={page.href}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                >
                  <ListItemIcon>{page.icon}</ListItemIcon>
                  <ListItemText primary={page.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </nav>
    </Paper>
  );
}
