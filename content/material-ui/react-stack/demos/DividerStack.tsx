import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={<Divider orientation="vertical" flexItem />}
      sx={{ color: 'text.secondary' }}
    >
      <Typography variant="body2">Updated 2 days ago</Typography>
      <Typography variant="body2">4 min read</Typography>
      <Typography variant="body2">12 comments</Typography>
    </Stack>
  );
}
