import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List
            size={size}
            variant="outlined"
            aria-label={`Folders, ${size} list`}
            sx={{ width: 180, borderRadius: 'sm' }}
          >
            {['Invoices', 'Contracts'].map((name) => (
              <ListItem key={name}>
                <ListItemButton>
                  <ListItemDecorator>
                    <FolderOutlinedIcon />
                  </ListItemDecorator>
                  {name}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
