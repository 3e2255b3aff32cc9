import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Info from '@mui/icons-material/Info';
import Warning from '@mui/icons-material/Warning';

// Extend the surrounding theme: filled icons for every Alert below the provider.
function withFilledAlertIcons(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiAlert: {
        defaultProps: {
          iconMapping: {
            success: <CheckCircle fontSize="inherit" />,
            info: <Info fontSize="inherit" />,
            warning: <Warning fontSize="inherit" />,
            error: <Cancel fontSize="inherit" />,
          },
        },
      },
    },
  };
}

export default function ThemedIconAlerts() {
  return (
    <ThemeProvider theme={withFilledAlertIcons}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Alert severity="success">Profile updated.</Alert>
        <Alert severity="info">Two people are viewing this page.</Alert>
        <Alert severity="warning">Your session ends in 5 minutes.</Alert>
        <Alert severity="error">The file is larger than 25 MB.</Alert>
      </Stack>
    </ThemeProvider>
  );
}
