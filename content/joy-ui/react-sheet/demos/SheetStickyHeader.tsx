import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const releases = ['5.0.0-beta.19', '5.0.0-beta.18', '5.0.0-beta.17', '5.0.0-beta.16', '5.0.0-beta.15', '5.0.0-beta.14', '5.0.0-beta.13', '5.0.0-beta.12'];

export default function SheetStickyHeader() {
  return (
    <Sheet
      variant="soft"
      color="primary"
      tabIndex={0}
      role="region"
      aria-label="Releases"
      sx={{ width: 300, maxWidth: '100%', maxHeight: 220, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Typography
        level="title-sm"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          px: 2,
          py: 1,
          // Whatever the sheet's variant and color, the header covers the list with the same background.
          bgcolor: 'var(--Sheet-background)',
        }}
      >
        Releases
      </Typography>
      <List size="sm">
        {releases.map((release) => (
          <ListItem key={release}>{release}</ListItem>
        ))}
      </List>
    </Sheet>
  );
}
