import { useState, type FormEvent } from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function StepComplete() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const emailMissing = submitted && email.trim() === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setSignedIn(email.trim() !== '');
  }

  return (
    <Sheet
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{ width: '100%', maxWidth: 340, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm', display: 'grid', gap: 2 }}
    >
      <div>
        <Typography level="h4" component="h2">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue to your projects.</Typography>
      </div>
      <FormControl error={emailMissing}>
        <FormLabel>Email</FormLabel>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ input: { 'aria-invalid': emailMissing } }}
        />
        {emailMissing ? <FormHelperText>Enter the email address of your account.</FormHelperText> : null}
      </FormControl>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input name="password" type="password" autoComplete="current-password" />
      </FormControl>
      <Button type="submit">Sign in</Button>
      <Typography level="body-sm" sx={{ textAlign: 'center' }}>
        No account yet? <Link href="#step-4-actions-and-feedback">Create one</Link>
      </Typography>
      <Typography level="body-sm" role="status" color="success">
        {signedIn ? `Signed in as ${email.trim()}.` : ''}
      </Typography>
    </Sheet>
  );
}
