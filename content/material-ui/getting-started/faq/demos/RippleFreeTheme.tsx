import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const theme = createTheme({
  components: {
    // Every component built on ButtonBase reads this default.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
    },
  },
});

export default function RippleFreeTheme() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="contained">No ripple</Button>
        <Button variant="outlined">Nor here</Button>
        <FormControlLabel control={<Checkbox />} label="Or on this checkbox" />
      </Stack>
    </ThemeProvider>
  );
}
