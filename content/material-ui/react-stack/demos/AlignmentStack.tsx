import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AlignmentStack() {
  return (
    <Stack
      direction="row"
      justifyContent="space-between"
      alignItems="center"
      spacing={2}
      sx={{
        width: '100%',
        maxWidth: 480,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1.5}>
        <Avatar sx={{ bgcolor: 'secondary.main' }}>MK</Avatar>
        <div>
          <Typography fontWeight="medium">Maya Kowalski</Typography>
          <Typography variant="body2" color="text.secondary">
            Product designer
          </Typography>
        </div>
      </Stack>
      <Button variant="outlined" size="small">
        Follow
      </Button>
    </Stack>
  );
}
