import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SignInTemplate() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const emailError = submitted && !email.includes('@');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', width: '100%', py: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 380 }}>
        <Typography variant="h5" component="p" gutterBottom>
          Sign in
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Use the email address of your team account.
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
          <TextField
            id="sign-in-template-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
            helperText={emailError ? 'Enter an address such as name@company.com.' : ' '}
            fullWidth
          />
          <TextField
            id="sign-in-template-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <FormControlLabel control={<Checkbox />} label="Keep me signed in" />
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
          {submitted && !emailError ? (
            <Alert severity="success">Signed in as {email}.</Alert>
          ) : null}
          <Link href="#" variant="body2" sx={{ alignSelf: 'center' }}>
            Forgot your password?
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
