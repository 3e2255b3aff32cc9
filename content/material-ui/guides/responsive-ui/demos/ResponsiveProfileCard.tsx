import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ResponsiveProfileCard() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 3 }}
        alignItems={{ xs: 'flex-start', sm: 'center' }}
      >
        <Avatar
          sx={{ width: { xs: 48, md: 64 }, height: { xs: 48, md: 64 }, bgcolor: 'primary.main' }}
        >
          MR
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: { xs: '1rem', md: '1.25rem' } }}>
            Maya Rodríguez
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Product designer · Lisbon
          </Typography>
          <Typography
            variant="body2"
            sx={{ mt: 1, display: { xs: 'none', md: 'block' } }}
          >
            Works on the onboarding flow and the design system. Shown from the md
            breakpoint up.
          </Typography>
        </Box>
        <Button variant="contained" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Message
        </Button>
      </Stack>
    </Paper>
  );
}
