import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Avatar from '@mui/joy/Avatar';

export default function LinkOverlay() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 2,
        p: 2,
        borderRadius: 'md',
        maxWidth: 340,
        '&:hover': { bgcolor: 'background.level1' },
      }}
    >
      <Avatar color="primary">MK</Avatar>
      <div>
        <Link href="#overlay" overlay underline="none" textColor="text.primary" level="title-md">
          Maya Kowalski
        </Link>
        <Typography level="body-sm">Product designer · Warsaw</Typography>
      </div>
    </Sheet>
  );
}
