import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

const messages = [
  { from: 'Mina Okafor', text: 'The slides are ready for review.', src: '/static/images/demos/avatar-mina.svg' },
  { from: 'Sam Rivera', text: 'Can we move the call to 3 pm?', src: '/static/images/demos/avatar-sam.svg' },
  { from: 'Nora Lindqvist', text: 'Thanks, merged!', src: '/static/images/demos/avatar-nora.svg' },
];

export default function ListSkeleton() {
  const [loading, setLoading] = React.useState(true);
  React.useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 2500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <List
      variant="outlined"
      aria-label="Messages"
      aria-busy={loading}
      sx={{ maxWidth: 360, borderRadius: 'sm', '--ListItemDecorator-size': '52px' }}
    >
      {messages.map((message) => (
        <ListItem key={message.from}>
          <ListItemDecorator>
            <Avatar alt="" src={loading ? '' : message.src}>
              <Skeleton loading={loading} animation="wave" />
            </Avatar>
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">
              <Skeleton loading={loading} animation="wave">
                {message.from}
              </Skeleton>
            </Typography>
            <Typography level="body-sm">
              <Skeleton loading={loading} animation="wave">
                {message.text}
              </Skeleton>
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
