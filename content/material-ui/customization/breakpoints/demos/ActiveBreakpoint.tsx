import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function ActiveBreakpoint() {
  const theme = useTheme();
  const keys = theme.breakpoints.keys;

  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
      {keys.map((key) => (
        <Box
          key={key}
          sx={{
            flex: 1,
            p: 1,
            borderRadius: 1,
            textAlign: 'center',
            border: 1,
            borderColor: 'divider',
            // CSS decides which box is highlighted, so no JavaScript runs on resize.
            [theme.breakpoints.only(key)]: {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderColor: 'primary.main',
            },
          }}
        >
          <Typography variant="subtitle2" component="p">
            {key}
          </Typography>
          <Typography variant="caption">{theme.breakpoints.values[key]}px+</Typography>
        </Box>
      ))}
    </Stack>
  );
}
