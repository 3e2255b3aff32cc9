import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkipInversion() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 340 }}>
      <Typography level="title-md">Invite your team</Typography>
      <Stack direction="row" spacing={1}>
        <Button>Inverted button</Button>
      </Stack>
      <Sheet data-skip-inverted-colors variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', display: 'grid', gap: 1 }}>
        <Typography level="body-sm">This panel keeps the theme&apos;s normal colors.</Typography>
        <Button sx={{ justifySelf: 'start' }}>Default button</Button>
      </Sheet>
    </Card>
  );
}
