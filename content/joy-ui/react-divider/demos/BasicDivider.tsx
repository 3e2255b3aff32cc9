import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function BasicDivider() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
      <Typography level="body-md">
        Shipping is free for orders over 50 euros and usually takes two to four working days.
      </Typography>
      <Divider />
      <Typography level="body-md">
        Returns are accepted within 30 days, in the original packaging, with the receipt.
      </Typography>
    </Box>
  );
}
