import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Download from '@mui/icons-material/Download';

const joyIcon = {
  fontSize: 'var(--Icon-fontSize, 1.5rem)',
  color: 'var(--Icon-color, currentColor)',
  margin: 'var(--Icon-margin)',
};

export default function MaterialIconsInJoy() {
  return (
    <Stack spacing={1.5}>
      <Typography level="body-sm">Without the variables:</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm" variant="outlined" color="neutral" startDecorator={<Download />}>
          Export
        </Button>
        <IconButton size="sm" variant="outlined" color="neutral" aria-label="Download (default icon size)">
          <Download />
        </IconButton>
      </Stack>
      <Typography level="body-sm">With the variables:</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm" variant="outlined" color="neutral" startDecorator={<Download sx={joyIcon} />}>
          Export
        </Button>
        <IconButton size="sm" variant="outlined" color="neutral" aria-label="Download">
          <Download sx={joyIcon} />
        </IconButton>
      </Stack>
    </Stack>
  );
}
