import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

const SproutIcon = createSvgIcon(
  [
    <path key="stem" d="M11 12h2v9h-2z" />,
    <path key="left" d="M11 13C6 13 3 10 3 5c5 0 8 3 8 8z" />,
    <path key="right" d="M13 11c0-4.5 2.5-7.5 8-7.5 0 5.5-3 7.5-8 7.5z" />,
  ],
  'Sprout',
);

const HexagonIcon = createSvgIcon(<path d="M7 3h10l5 9-5 9H7l-5-9z" />, 'Hexagon');

export default function CreateSvgIconDemo() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <SproutIcon color="success" fontSize="large" />
      <Button variant="contained" color="success" startIcon={<SproutIcon />}>
        Plant a tree
      </Button>
      <IconButton aria-label="Show hexagon grid">
        <HexagonIcon />
      </IconButton>
    </Stack>
  );
}
