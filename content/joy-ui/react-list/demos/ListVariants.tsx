import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const variants = ['plain', 'outlined', 'soft'] as const;

export default function ListVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <List
          key={variant}
          variant={variant}
          color="primary"
          aria-label={`${variant} list`}
          sx={{ width: 150, flexGrow: 0, borderRadius: 'sm' }}
        >
          <ListItem>{variant}</ListItem>
          <ListItem>Second item</ListItem>
          <ListItem variant="soft" color="success">
            Item variant
          </ListItem>
        </List>
      ))}
    </Box>
  );
}
