import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function VerticalDividerText() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
        maxWidth: 560,
      }}
    >
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        <TextField id="vertical-divider-order" label="Order number" size="small" />
        <Button variant="contained">Track order</Button>
      </Stack>
      <Divider
        orientation="vertical"
        flexItem
        sx={{ display: { xs: 'none', sm: 'flex' } }}
      >
        or
      </Divider>
      <Divider sx={{ display: { xs: 'flex', sm: 'none' } }}>or</Divider>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        <Button variant="outlined">Sign in to see all orders</Button>
      </Stack>
    </Box>
  );
}
