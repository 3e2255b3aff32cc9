import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

export default function LiveAlert() {
  const [email, setEmail] = React.useState('');
  const [result, setResult] = React.useState<'idle' | 'invalid' | 'sent'>('idle');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setResult(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? 'sent' : 'invalid');
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 360 }}
    >
      <FormControl>
        <FormLabel>Email for the newsletter</FormLabel>
        <Input value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Subscribe
      </Button>
      {result === 'invalid' && (
        <Alert color="danger" variant="soft">
          Enter an email address such as name@example.com.
        </Alert>
      )}
      {result === 'sent' && (
        <Alert color="success" variant="soft" role="status">
          Almost done: check your inbox to confirm.
        </Alert>
      )}
    </Box>
  );
}
