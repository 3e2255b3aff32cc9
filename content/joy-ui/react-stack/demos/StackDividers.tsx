import Stack from '@mui/joy/Stack';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function StackDividers() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />}>
        <Typography level="body-sm">12 posts</Typography>
        <Typography level="body-sm">340 followers</Typography>
        <Typography level="body-sm">Joined 2021</Typography>
      </Stack>
      <Stack spacing={1.5} divider={<Divider />} sx={{ maxWidth: 280 }}>
        <Typography>Breakfast 7:30</Typography>
        <Typography>Lunch 12:30</Typography>
        <Typography>Dinner 19:00</Typography>
      </Stack>
    </Stack>
  );
}
