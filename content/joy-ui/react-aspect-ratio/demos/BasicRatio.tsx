import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

export default function BasicRatio() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <AspectRatio>
        <Typography level="h2" component="div">
          16 / 9
        </Typography>
      </AspectRatio>
    </Box>
  );
}
