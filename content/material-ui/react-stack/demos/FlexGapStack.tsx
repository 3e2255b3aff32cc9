import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = [
  'Hiking',
  'Photography',
  'Board games',
  'Cooking',
  'Cycling',
  'Jazz',
  'Gardening',
  'Travel',
  'Chess',
  'Climbing',
];

export default function FlexGapStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ maxWidth: 320 }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} variant="outlined" />
      ))}
    </Stack>
  );
}
