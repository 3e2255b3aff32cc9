import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';

const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyButton: {
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          ...(ownerState.variant === 'outlined' && { borderWidth: 2 }),
          ...(ownerState.color === 'danger' && { textTransform: 'uppercase', letterSpacing: '0.04em' }),
          ...(ownerState.size === 'lg' && { fontSize: theme.vars.fontSize.md }),
        }),
      },
    },
  },
};

export default function OwnerStateOverrides() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined">Thick border</Button>
        <Button color="danger">Delete</Button>
        <Button size="lg">Smaller large text</Button>
      </Stack>
    </ThemeProvider>
  );
}
