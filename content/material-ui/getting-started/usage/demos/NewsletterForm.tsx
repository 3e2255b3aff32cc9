import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function NewsletterForm() {
  const [email, setEmail] = React.useState('');
  const [sent, setSent] = React.useState(false);
  const invalid = email.length > 0 && !email.includes('@');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ maxWidth: 360 }}>
      <Typography variant="h6" component="h2">
        Monthly newsletter
      </Typography>
      <TextField
        id="newsletter-email"
        label="Email address"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid}
        helperText={invalid ? 'Enter a complete email address.' : ' '}
        required
      />
      <Button type="submit" variant="contained" disabled={invalid || email === ''}>
        Subscribe
      </Button>
      {sent && <Typography role="status">Thanks, you are subscribed.</Typography>}
    </Stack>
  );
}
