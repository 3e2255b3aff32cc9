import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function Content({ label }: { label: string }) {
  return (
    <>
      <Typography level="title-md">{label}</Typography>
      <Typography level="body-sm">Storage is 80% full.</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm">Upgrade</Button>
        <Button size="sm" variant="outlined">
          Clean up
        </Button>
        <Chip size="sm">80%</Chip>
      </Stack>
    </>
  );
}

export default function InversionComparison() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Sheet variant="solid" color="primary" sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 1, width: 300, maxWidth: '100%' }}>
        <Content label="Without invertedColors" />
      </Sheet>
      <Sheet
        variant="solid"
        color="primary"
        invertedColors
        sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 1, width: 300, maxWidth: '100%' }}
      >
        <Content label="With invertedColors" />
      </Sheet>
    </Stack>
  );
}
