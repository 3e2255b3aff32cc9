import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function StandaloneToggle() {
  const [saved, setSaved] = React.useState(false);
  const [following, setFollowing] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton
        variant="outlined"
        aria-label="Save for later"
        aria-pressed={saved}
        onClick={() => setSaved((value) => !value)}
      >
        {saved ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
      </IconButton>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<NotificationsIcon />}
        aria-pressed={following}
        onClick={() => setFollowing((value) => !value)}
      >
        Follow thread
      </Button>
    </Box>
  );
}
