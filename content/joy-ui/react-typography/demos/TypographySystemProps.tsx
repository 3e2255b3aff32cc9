import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographySystemProps() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography fontSize="xl2" fontWeight="xl" lineHeight="sm">
        42,180 visitors
      </Typography>
      <Typography fontFamily="code" fontSize="sm" textColor="text.secondary">
        GET /api/visits?range=7d
      </Typography>
      <Typography
        level="body-sm"
        letterSpacing="0.12em"
        textTransform="uppercase"
        fontWeight="lg"
        textColor="text.tertiary"
      >
        Last seven days
      </Typography>
    </Box>
  );
}
