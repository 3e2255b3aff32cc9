import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';

const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyButton: { defaultProps: { variant: 'soft', size: 'sm' } },
    JoyChip: { defaultProps: { color: 'success', variant: 'outlined' } },
  },
};

export default function DefaultProps() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button>Soft and small by default</Button>
        <Button variant="solid">Solid on this one</Button>
        <Chip>Active</Chip>
      </Stack>
    </ThemeProvider>
  );
}
