import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const sections = ['Overview', 'Orders', 'Customers', 'Reports'];

export default function AppShellLayout() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: { xs: '"header" "nav" "main"', sm: '"header header" "nav main"' },
        gap: 1,
        minHeight: 280,
        bgcolor: 'background.level1',
        p: 1,
        borderRadius: 'md',
      }}
    >
      <Sheet component="header" variant="outlined" sx={{ gridArea: 'header', p: 1.5, borderRadius: 'sm' }}>
        <Typography level="title-md">Acme Store</Typography>
      </Sheet>
      <Sheet component="nav" aria-label="Sections" variant="outlined" sx={{ gridArea: 'nav', borderRadius: 'sm', p: 0.5 }}>
        <List size="sm">
          {sections.map((section, index) => (
            <ListItem key={section}>
              <ListItemButton selected={index === 1}>{section}</ListItemButton>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Sheet variant="outlined" sx={{ gridArea: 'main', p: 2, borderRadius: 'sm' }}>
        <Typography level="title-lg">Orders</Typography>
        <Typography level="body-sm">The page content goes here.</Typography>
      </Sheet>
    </Box>
  );
}
