import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';

const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyInput: {
      styleOverrides: {
        root: { '--Input-radius': '999px', '--Input-gap': '0.75rem' },
      },
    },
    JoyButton: {
      styleOverrides: {
        root: { '--Button-radius': '999px' },
      },
    },
  },
};

export default function ThemeCssVariables() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <Input
          placeholder="Search the archive"
          slotProps={{ input: { 'aria-label': 'Search the archive' } }}
          endDecorator={<Button>Search</Button>}
        />
        <Button sx={{ alignSelf: 'flex-start' }}>Rounded everywhere</Button>
      </Stack>
    </ThemeProvider>
  );
}
