import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

function StoragePanel({ inverted }: { inverted: boolean }) {
  const label = inverted ? 'With invertedColors' : 'Without invertedColors';
  return (
    <Stack spacing={1} sx={{ width: 300, maxWidth: '100%' }}>
      <Typography level="title-sm">{label}</Typography>
      <Sheet
        variant="solid"
        color="primary"
        invertedColors={inverted}
        sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 1.5 }}
      >
        <LinearProgress determinate value={80} aria-label={`Storage used (${label})`} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="sm">Upgrade</Button>
          <Chip size="sm" variant="solid">
            80% full
          </Chip>
          <Switch defaultChecked slotProps={{ input: { 'aria-label': `Automatic clean-up (${label})` } }} />
        </Stack>
      </Sheet>
    </Stack>
  );
}

export default function InversionComparison() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StoragePanel inverted={false} />
      <StoragePanel inverted />
    </Stack>
  );
}
