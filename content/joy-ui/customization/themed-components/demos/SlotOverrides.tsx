import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';

const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyInput: {
      styleOverrides: {
        root: { fontWeight: 500 },
        input: ({ theme }) => ({
          '&::placeholder': { fontStyle: 'italic', color: theme.vars.palette.text.tertiary, opacity: 1 },
        }),
        startDecorator: ({ theme }) => ({ color: theme.vars.palette.primary.plainColor, fontWeight: 700 }),
      },
    },
  },
};

export default function SlotOverrides() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <Input startDecorator="$" placeholder="Amount" slotProps={{ input: { 'aria-label': 'Amount in dollars' } }} />
        <Input startDecorator="@" placeholder="Username" slotProps={{ input: { 'aria-label': 'Username' } }} />
      </Stack>
    </ThemeProvider>
  );
}
