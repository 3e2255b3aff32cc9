import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function GutterBottom() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography level="title-lg" gutterBottom>
        Opening hours
      </Typography>
      <Typography level="body-md" gutterBottom>
        Monday to Friday, 9:00 to 18:00.
      </Typography>
      <Typography level="body-md">Saturday, 10:00 to 16:00.</Typography>
    </Box>
  );
}
