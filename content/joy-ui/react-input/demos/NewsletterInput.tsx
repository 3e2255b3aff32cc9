import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function NewsletterInput() {
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'done'>('idle');

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus('sending');
        window.setTimeout(() => setStatus('done'), 1200);
      }}
      sx={{ maxWidth: 400 }}
    >
      <FormControl>
        <FormLabel>Monthly newsletter</FormLabel>
        <Input
          type="email"
          required
          placeholder="you@example.com"
          autoComplete="email"
          endDecorator={
            <Button type="submit" loading={status === 'sending'} loadingIndicator="Sending…">
              Subscribe
            </Button>
          }
          sx={{ '--Input-decoratorChildHeight': '40px' }}
        />
        <FormHelperText aria-live="polite">
          {status === 'done' ? 'Thanks! Check your inbox to confirm.' : 'One email a month. No spam.'}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
