import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MusicNoteOutlinedIcon from '@mui/icons-material/MusicNoteOutlined';

const tracks = ['Morning light', 'Slow river', 'City at night'];

export default function ListCssVariables() {
  return (
    <List
      variant="soft"
      aria-label="Playlist"
      sx={{
        maxWidth: 300,
        borderRadius: 'lg',
        '--List-padding': '8px',
        '--List-radius': '16px',
        '--List-gap': '6px',
        '--ListItem-minHeight': '3rem',
        '--ListItem-paddingX': '1rem',
        '--ListItemDecorator-size': '2.25rem',
      }}
    >
      {tracks.map((track) => (
        <ListItem key={track}>
          <ListItemButton variant="outlined">
            <ListItemDecorator>
              <MusicNoteOutlinedIcon />
            </ListItemDecorator>
            {track}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
