import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/joy/SvgIcon';

function HeartIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
    </SvgIcon>
  );
}

function MailIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6h18v12H3z M3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </SvgIcon>
  );
}

export default function JoySvgIcons() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm" startDecorator={<HeartIcon />}>
          Save
        </Button>
        <Button size="lg" variant="soft" startDecorator={<HeartIcon />}>
          Save
        </Button>
        <IconButton variant="outlined" color="danger" aria-label="Like">
          <HeartIcon />
        </IconButton>
      </Stack>
      <Input startDecorator={<MailIcon />} placeholder="Email" slotProps={{ input: { 'aria-label': 'Email' } }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <HeartIcon size="sm" color="danger" />
        <HeartIcon size="lg" color="primary" />
        <HeartIcon fontSize="xl3" />
      </Stack>
    </Stack>
  );
}
