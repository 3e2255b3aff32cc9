import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function StackGrowingChild() {
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={(event) => event.preventDefault()}
      sx={{ width: '100%', maxWidth: 480 }}
    >
      <Input type="email" placeholder="you@example.com" aria-label="Email address" sx={{ flex: 1 }} />
      <Button type="submit">Subscribe</Button>
    </Stack>
  );
}
