import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';

export default function ControlledCheckbox() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Checkbox
        label="I have read the privacy notice"
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <Button disabled={!accepted}>Create account</Button>
    </Box>
  );
}
