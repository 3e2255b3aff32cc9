import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ComponentProp() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button component="a" href="#rendering-another-element" variant="outlined">
        A link that looks like a button
      </Button>
      <Typography level="h4" component="p">
        An h4 style on a paragraph
      </Typography>
    </Stack>
  );
}
