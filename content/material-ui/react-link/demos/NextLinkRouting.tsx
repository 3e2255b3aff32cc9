import NextLink from 'next/link';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NextLinkRouting() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Typography variant="body2">
        Read the{' '}
        <Link component={NextLink} href="/material-ui/guides/routing/">
          routing guide
        </Link>{' '}
        before you wire up your router.
      </Typography>
      <Button component={NextLink} href="/material-ui/react-button/" variant="outlined">
        Button page
      </Button>
      <Paper variant="outlined">
        <List aria-label="Navigation pages" disablePadding>
          {/* Each link in a list item: a list holds only <li> children. */}
          <ListItem disablePadding>
            <ListItemButton component={NextLink} href="/material-ui/react-tabs/">
              <ListItemText primary="Tabs" secondary="Through next/link" />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton component={NextLink} href="/material-ui/react-breadcrumbs/">
              <ListItemText primary="Breadcrumbs" secondary="Through next/link" />
            </ListItemButton>
          </ListItem>
        </List>
      </Paper>
    </Stack>
  );
}
