import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyIntro() {
  return (
    <Box sx={{ maxWidth: 460 }}>
      <Typography level="body-xs" textTransform="uppercase" fontWeight="lg" textColor="text.tertiary">
        Field notes
      </Typography>
      <Typography level="h2" component="h3" sx={{ mt: 0.5 }}>
        A week on the coast
      </Typography>
      <Typography level="title-md" textColor="text.secondary" sx={{ mb: 1 }}>
        Tides, terns and too much wind
      </Typography>
      <Typography level="body-md">
        We walked the dunes every morning at low tide and counted the birds that fed on the flats.
        The afternoons were for drying out.
      </Typography>
    </Box>
  );
}
