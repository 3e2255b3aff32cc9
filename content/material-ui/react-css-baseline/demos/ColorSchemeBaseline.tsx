import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function ColorSchemeBaseline() {
  const [enableColorScheme, setEnableColorScheme] = useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={enableColorScheme}
            onChange={(event) => setEnableColorScheme(event.target.checked)}
          />
        }
        label="enableColorScheme"
      />
      <ThemeProvider theme={darkTheme}>
        <ScopedCssBaseline
          enableColorScheme={enableColorScheme}
          sx={{ p: 2, borderRadius: 1 }}
        >
          <Stack spacing={2} alignItems="flex-start">
            <label>
              Time zone{' '}
              <select defaultValue="utc">
                <option value="utc">UTC</option>
                <option value="cet">Central European Time</option>
                <option value="pst">Pacific Time</option>
              </select>
            </label>
            <label>
              <input type="checkbox" defaultChecked /> Send me a summary every Friday
            </label>
            <div
              role="region"
              aria-label="About color-scheme"
              tabIndex={0}
              style={{ height: 56, overflowY: 'scroll', width: '100%' }}
            >
              Native controls and scrollbars follow the color-scheme property. With it,
              the browser draws them in its dark style; without it, they stay light on the
              dark background. Scroll this area to see its scrollbar. The property is
              inherited, so it reaches every native control inside the scoped baseline.
            </div>
          </Stack>
        </ScopedCssBaseline>
      </ThemeProvider>
    </Stack>
  );
}
