import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

const sizes = ['sm', 'md', 'lg'] as const;

function PlusIcon() {
  return (
    <SvgIcon>
      <path d="M11 4h2v16h-2z M4 11h16v2H4z" />
    </SvgIcon>
  );
}

export default function IconsFollowSize() {
  return (
    <Stack spacing={1.5}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size={size} startDecorator={<PlusIcon />}>
            New task
          </Button>
          <Button size={size} variant="outlined" color="neutral" endDecorator={<PlusIcon />}>
            Add member
          </Button>
          <IconButton size={size} variant="soft" aria-label={`Add (size ${size})`}>
            <PlusIcon />
          </IconButton>
        </Stack>
      ))}
    </Stack>
  );
}
