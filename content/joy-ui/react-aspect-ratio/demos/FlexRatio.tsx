import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function FlexRatio() {
  return (
    <Sheet
      variant="outlined"
      sx={{ display: 'flex', gap: 2, p: 2, borderRadius: 'md', maxWidth: 420 }}
    >
      <Box sx={{ display: 'flex', flexBasis: 120 }}>
        <AspectRatio ratio="1" flex sx={{ borderRadius: 'sm' }}>
          <img src="/static/images/demos/card-city.svg" alt="A city skyline at dusk" />
        </AspectRatio>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography level="title-md">Evening in the old town</Typography>
        <Typography level="body-sm">
          The square thumbnail takes its width from the flex row and keeps a 1 / 1 ratio.
        </Typography>
      </Box>
    </Sheet>
  );
}
