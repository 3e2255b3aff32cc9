import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

interface Errors {
  name?: string;
  email?: string;
}

function validate(data: FormData): Errors {
  const errors: Errors = {};
  if (!String(data.get('name') ?? '').trim()) errors.name = 'Enter your name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(data.get('email') ?? ''))) errors.email = 'Enter a valid email address.';
  return errors;
}

export default function SignUpForm() {
  const [errors, setErrors] = React.useState<Errors>({});
  const [done, setDone] = React.useState(false);

  return (
    <Sheet
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const found = validate(new FormData(event.currentTarget));
        setErrors(found);
        setDone(Object.keys(found).length === 0);
      }}
      sx={{ p: 2, borderRadius: 'md', maxWidth: 360, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormControl required error={Boolean(errors.name)}>
        <FormLabel>Name</FormLabel>
        <Input name="name" autoComplete="name" />
        {errors.name ? <FormHelperText>{errors.name}</FormHelperText> : null}
      </FormControl>
      <FormControl required error={Boolean(errors.email)}>
        <FormLabel>Email</FormLabel>
        <Input name="email" type="email" autoComplete="email" />
        <FormHelperText>{errors.email ?? 'We send a confirmation link.'}</FormHelperText>
      </FormControl>
      <Button type="submit">Sign up</Button>
      <Typography level="body-sm" aria-live="polite">
        {done ? 'All fields are valid.' : ''}
      </Typography>
    </Sheet>
  );
}
