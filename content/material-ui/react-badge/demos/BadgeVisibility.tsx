import { useState } from 'react';
import Badge from '@mui/material/Badge';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ChatIcon from '@mui/icons-material/Chat';

export default function BadgeVisibility() {
  const [count, setCount] = useState(2);
  const [hidden, setHidden] = useState(false);
  const [showZero, setShowZero] = useState(false);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="center">
      <Badge
        badgeContent={count}
        color="primary"
        invisible={hidden}
        showZero={showZero}
        sx={{ mx: 2 }}
      >
        <ChatIcon color="action" />
      </Badge>
      <ButtonGroup size="small" aria-label="Number of new comments">
        <Button onClick={() => setCount(Math.max(count - 1, 0))}>Read one</Button>
        <Button onClick={() => setCount(count + 1)}>New comment</Button>
      </ButtonGroup>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={hidden}
              onChange={(event) => setHidden(event.target.checked)}
            />
          }
          label="Do not disturb"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showZero}
              onChange={(event) => setShowZero(event.target.checked)}
            />
          }
          label="Show zero"
        />
      </div>
    </Stack>
  );
}
