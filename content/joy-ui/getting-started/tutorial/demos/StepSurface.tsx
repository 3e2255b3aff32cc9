import Sheet from '@mui/joy/Sheet';

export default function StepSurface() {
  return (
    <Sheet
      variant="outlined"
      sx={{ width: '100%', maxWidth: 340, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}
    >
      The sign-in form goes here.
    </Sheet>
  );
}
