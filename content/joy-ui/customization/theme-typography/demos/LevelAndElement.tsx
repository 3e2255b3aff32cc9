import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LevelAndElement() {
  return (
    <Stack spacing={1}>
      <Typography level="title-lg" component="h2">
        A section heading that looks like a title
      </Typography>
      <Typography level="h4" levelMapping={{ h4: 'p' }}>
        Big text in a paragraph element
      </Typography>
      <Typography level="body-sm">An ordinary paragraph below them.</Typography>
    </Stack>
  );
}
