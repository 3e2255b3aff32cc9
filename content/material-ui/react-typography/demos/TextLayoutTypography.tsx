import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function TextLayoutTypography() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant="h6" component="div" gutterBottom>
        Shipping and returns
      </Typography>
      <Typography paragraph>
        Orders placed before 2 pm ship the same day. Delivery takes two to four
        working days within the country.
      </Typography>
      <Typography paragraph>
        Unused items can be returned within 30 days for a full refund.
      </Typography>
      <Typography noWrap sx={{ mb: 2 }}>
        This long line does not wrap: it is cut with an ellipsis when it runs out of
        room.
      </Typography>
      <Typography variant="body2" align="right" color="text.secondary">
        Last updated on 12 May
      </Typography>
    </Box>
  );
}
