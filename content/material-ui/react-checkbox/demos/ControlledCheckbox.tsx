import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledCheckbox() {
  const [subscribed, setSubscribed] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Checkbox
            checked={subscribed}
            onChange={(event) => setSubscribed(event.target.checked)}
          />
        }
        label="Email me about product updates"
      />
      <Typography variant="body2" color="text.secondary">
        {subscribed
          ? 'You will receive at most one email a month.'
          : 'You will not receive product emails.'}
      </Typography>
    </Stack>
  );
}
