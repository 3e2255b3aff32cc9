import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import KeyIcon from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);

  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Password</FormLabel>
      <Input
        type={visible ? 'text' : 'password'}
        defaultValue="correct horse battery"
        autoComplete="current-password"
        startDecorator={<KeyIcon />}
        endDecorator={
          <IconButton
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
    </FormControl>
  );
}
