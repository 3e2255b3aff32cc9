import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function StepText() {
  return (
    <Sheet
      variant="outlined"
      sx={{ width: '100%', maxWidth: 340, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm', display: 'grid', gap: 0.5 }}
    >
      <Typography level="h4" component="h2">
        Welcome back
      </Typography>
      <Typography level="body-sm">Sign in to continue to your projects.</Typography>
    </Sheet>
  );
}
