import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const compact = createTheme({ spacing: 5 });
const roomy = createTheme({ spacing: 10 });

function ProfileCard({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>LK</Avatar>
        <Box>
          <Typography variant="subtitle2" component="p">
            Lena Kowalski
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained">
          Message
        </Button>
        <Button size="small" variant="outlined">
          Profile
        </Button>
      </Stack>
    </Paper>
  );
}

export default function SpacingInLayout() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <ThemeProvider theme={{ [THEME_ID]: compact }}>
        <ProfileCard label="spacing: 5" />
      </ThemeProvider>
      <ThemeProvider theme={{ [THEME_ID]: roomy }}>
        <ProfileCard label="spacing: 10" />
      </ThemeProvider>
    </Stack>
  );
}
