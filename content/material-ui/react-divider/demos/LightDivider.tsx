import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LightDivider() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {[false, true].map((light) => (
        <Box
          key={String(light)}
          sx={{ p: 2, width: 160, bgcolor: 'background.paper', boxShadow: 2, borderRadius: 1 }}
        >
          <Typography variant="body2">Subtotal €42.00</Typography>
          <Divider light={light} sx={{ my: 1 }} />
          <Typography variant="body2" fontWeight="bold">
            Total €46.50
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {light ? 'light' : 'default'}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
