import { useState, type ChangeEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [vacation, setVacation] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setVacation(event.target.checked);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <FormControlLabel
        control={<Switch checked={vacation} onChange={handleChange} />}
        label="Vacation responder"
      />
      <Typography variant="body2" color="text.secondary">
        {vacation
          ? 'People who email you get an automatic reply until you turn this off.'
          : 'Incoming email is delivered as usual, without an automatic reply.'}
      </Typography>
    </Stack>
  );
}
