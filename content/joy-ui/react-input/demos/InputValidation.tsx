import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export default function InputValidation() {
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const error = touched && !looksLikeEmail(email);

  return (
    <FormControl error={error} sx={{ maxWidth: 360 }}>
      <FormLabel>Email</FormLabel>
      <Input
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        autoComplete="email"
      />
      <FormHelperText>
        {error ? (
          <React.Fragment>
            <InfoOutlined />
            Enter an address such as name@example.com.
          </React.Fragment>
        ) : (
          'We send the receipt here.'
        )}
      </FormHelperText>
    </FormControl>
  );
}
