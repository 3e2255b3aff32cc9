import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function RatioCssVariables() {
  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <AspectRatio
        variant="outlined"
        sx={{
          // a square on phones, 16 / 9 from the sm breakpoint up
          '--AspectRatio-paddingBottom': { xs: '100%', sm: '56.25%' },
          borderRadius: 'lg',
        }}
      >
        <Typography level="title-md" component="div">
          1 / 1 on xs, 16 / 9 on sm+
        </Typography>
      </AspectRatio>
    </Box>
  );
}
