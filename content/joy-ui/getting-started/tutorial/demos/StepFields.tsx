import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function StepFields() {
  return (
    <Sheet
      variant="outlined"
      sx={{ width: '100%', maxWidth: 340, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm', display: 'grid', gap: 2 }}
    >
      <div>
        <Typography level="h4" component="h2">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue to your projects.</Typography>
      </div>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input name="email" type="email" autoComplete="email" placeholder="you@example.com" />
      </FormControl>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input name="password" type="password" autoComplete="current-password" />
      </FormControl>
    </Sheet>
  );
}
