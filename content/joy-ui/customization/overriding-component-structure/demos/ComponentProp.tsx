import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ComponentProp() {
  return (
    <Sheet component="section" aria-label="Upgrade offer" variant="soft" sx={{ p: 2, borderRadius: 'md', maxWidth: 360 }}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography level="title-lg" component="h2">
          Get more storage
        </Typography>
        <Typography level="body-sm" component="p">
          The section, the heading and the link are real HTML elements.
        </Typography>
        <Button component="a" href="#change-the-root-element-component">
          See plans
        </Button>
      </Stack>
    </Sheet>
  );
}
