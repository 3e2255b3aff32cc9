import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function ButtonGroupOverrides() {
  const [groupDisabled, setGroupDisabled] = useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={groupDisabled}
            onChange={(event) => setGroupDisabled(event.target.checked)}
          />
        }
        label="Disable the whole group"
      />
      {/* The group's props are defaults: a prop set on a button wins. */}
      <ButtonGroup variant="outlined" disabled={groupDisabled} aria-label="Draft actions">
        <Button>Save</Button>
        <Button disabled>Publish</Button>
        <Button color="error">Discard</Button>
      </ButtonGroup>
    </Stack>
  );
}
