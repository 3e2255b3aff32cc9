import { useState } from 'react';
import TextField from '@mui/material/TextField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextField() {
  const [email, setEmail] = useState('jane.doe@example');

  const invalid = email !== '' && !emailPattern.test(email);

  return (
    <TextField
      id="validation-email"
      label="Work email"
      type="email"
      required
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={invalid}
      helperText={
        invalid
          ? 'Enter an address like name@company.com.'
          : 'We send the invoices to this address.'
      }
      sx={{ width: '100%', maxWidth: 360 }}
    />
  );
}
