import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiTextField: {
      defaultProps: { variant: 'filled', size: 'small', fullWidth: true },
    },
    MuiButton: {
      defaultProps: { disableElevation: true, variant: 'contained' },
    },
  },
});

export default function ThemeDefaultProps() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Paper variant="outlined" sx={{ p: 3, width: '100%', maxWidth: 400 }}>
        <Stack spacing={2}>
          {/* No props repeated here: variant, size and fullWidth come from the theme. */}
          <TextField id="theme-default-props-city" label="City" />
          <TextField id="theme-default-props-postcode" label="Postcode" />
          <Stack direction="row" spacing={1}>
            <Button>Save address</Button>
            {/* A prop on the element still wins over the theme default. */}
            <Button variant="text">Cancel</Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
