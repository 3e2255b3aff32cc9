import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const USERNAME = /^[a-z0-9_]{3,16}$/;

export default function HelperTextAndErrors() {
  const [username, setUsername] = React.useState('Sam Rivera');
  const error = !USERNAME.test(username);

  return (
    <FormControl error={error} sx={{ maxWidth: 360 }}>
      <FormLabel>Username</FormLabel>
      <Input value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="username" />
      <FormHelperText>
        {error ? <InfoOutlined /> : null}
        3 to 16 characters: lowercase letters, digits or underscores.
      </FormHelperText>
    </FormControl>
  );
}
