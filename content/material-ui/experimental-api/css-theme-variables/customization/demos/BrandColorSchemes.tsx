import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
} from '@mui/material/styles';

const brandTheme = extendTheme({
  cssVarPrefix: 'brand',
  shape: { borderRadius: 10 },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0b6e4f' },
        secondary: { main: '#8a4fff' },
        background: { default: '#f3f7f5' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#6fd3a8' },
        secondary: { main: '#c4a5ff' },
        background: { default: '#0f1a16', paper: '#15241e' },
      },
    },
  },
});

function Preview({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    // The attribute picks the color scheme for everything inside this element.
    <Box
      className="brand-color-schemes"
      data-brand-color-scheme={scheme}
      sx={{ flex: 1, p: 2, bgcolor: 'background.default', color: 'text.primary', borderRadius: 1 }}
    >
      <Typography variant="overline" component="p">
        {scheme === 'light' ? 'Light scheme' : 'Dark scheme'}
      </Typography>
      <Paper elevation={3} sx={{ p: 2 }}>
        <Stack spacing={1.5} alignItems="flex-start">
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Publish</Button>
            <Button variant="outlined" color="secondary">
              Preview
            </Button>
          </Stack>
          <Chip label="Draft" color="primary" variant="outlined" />
          <FormControlLabel control={<Switch defaultChecked />} label="Notify subscribers" />
          <Alert severity="success" sx={{ width: '100%' }}>
            Saved a minute ago.
          </Alert>
        </Stack>
      </Paper>
    </Box>
  );
}

export default function BrandColorSchemes() {
  return (
    <CssVarsProvider
      theme={brandTheme}
      disableNestedContext
      colorSchemeSelector=".brand-color-schemes"
      attribute="data-brand-color-scheme"
      colorSchemeNode={null}
      modeStorageKey="brand-color-schemes-mode"
      colorSchemeStorageKey="brand-color-schemes-scheme"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Preview scheme="light" />
        <Preview scheme="dark" />
      </Stack>
    </CssVarsProvider>
  );
}
