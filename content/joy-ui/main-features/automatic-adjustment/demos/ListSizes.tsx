import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <Sheet key={size} variant="outlined" sx={{ borderRadius: 'sm', width: 200, p: 1 }}>
          <Typography level="body-xs" sx={{ px: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List size={size}>
            <ListItem>
              <ListItemDecorator>📁</ListItemDecorator>
              Documents
            </ListItem>
            <ListItem nested>
              <ListItem>
                <ListItemDecorator>📁</ListItemDecorator>
                Photos
              </ListItem>
              <List>
                <ListItem>Holidays</ListItem>
                <ListItem>Family</ListItem>
              </List>
            </ListItem>
          </List>
        </Sheet>
      ))}
    </Stack>
  );
}
