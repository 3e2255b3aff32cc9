import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const messages = [
  {
    from: 'Mina Osei',
    image: '/static/images/demos/avatar-mina.svg',
    subject: 'Venue for the offsite',
    preview:
      'I found two places near the lake that can host thirty people. Can we call today?',
  },
  {
    from: 'Leo Novak',
    image: '/static/images/demos/avatar-leo.svg',
    subject: 'Design review',
    preview:
      'The new checkout screens are ready. I left a few open questions in the file.',
  },
  {
    from: 'Nora Reyes',
    image: '/static/images/demos/avatar-nora.svg',
    subject: 'Thanks!',
    preview: 'The workshop went really well, people loved the hands-on part.',
  },
];

export default function AlignItemsList() {
  return (
    <List
      aria-label="Messages"
      sx={{ width: '100%', maxWidth: 400, bgcolor: 'background.paper' }}
    >
      {messages.map((message, index) => (
        <ListItem
          key={message.subject}
          alignItems="flex-start"
          divider={index < messages.length - 1}
        >
          <ListItemAvatar>
            <Avatar alt="" src={message.image} />
          </ListItemAvatar>
          <ListItemText
            primary={message.subject}
            secondary={
              <>
                <Typography component="span" variant="body2" color="text.primary">
                  {message.from}
                </Typography>
                {` — ${message.preview}`}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
