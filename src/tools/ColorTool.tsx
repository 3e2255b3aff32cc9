import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Experimental_CssVarsProvider as CssVarsProvider, experimental_extendTheme as extendTheme } from '@mui/material/styles';
import { styled } from '../theme/styled';
import { COOKIE_NAMES } from '../site/constants';
import { removeCookie, setPreferenceCookie } from '../preferences/cookies';
import { normalizeHexColor, serializePaletteColors } from '../preferences/paletteColors';
import { useThemeDispatch, useThemeState } from '../preferences/ThemePreferencesProvider';
import { colorOf, HUES, shadesOf, type Hue } from './colorChoices';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';

const Panel = styled('section')(({ theme }) => ({
  margin: '16px 0 32px',
  padding: 20,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const Swatch = styled('span')({ display: 'inline-block', width: 40, height: 40, borderRadius: 8, border: '1px solid rgba(0,0,0,0.2)' });

type Intent = 'primary' | 'secondary';

interface Choice {
  hue: Hue;
  shade: string;
  hex: string;
}

const DEFAULTS: Record<Intent, Choice> = {
  primary: { hue: 'blue', shade: '700', hex: '#1976d2' },
  secondary: { hue: 'pink', shade: 'A400', hex: '#f50057' },
};

function ColorPicker({ intent, choice, onChange }: { intent: Intent; choice: Choice; onChange: (choice: Choice) => void }) {
  const [text, setText] = React.useState(choice.hex);
  React.useEffect(() => setText(choice.hex), [choice.hex]);
  const valid = normalizeHexColor(text) !== null;
  const label = intent === 'primary' ? 'Primary' : 'Secondary';
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 220 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={`${label} hue`}
          value={choice.hue}
          onChange={(event) => {
            const hue = event.target.value as Hue;
            const shade = shadesOf(hue).includes(choice.shade) ? choice.shade : '500';
            onChange({ hue, shade, hex: colorOf(hue, shade) ?? choice.hex });
          }}
          sx={{ flex: 1 }}
        >
          {HUES.map((hue) => (
            <MenuItem key={hue} value={hue}>
              {hue}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={`${label} shade`}
          value={choice.shade}
          onChange={(event) => onChange({ ...choice, shade: event.target.value, hex: colorOf(choice.hue, event.target.value) ?? choice.hex })}
          sx={{ width: 110 }}
        >
          {shadesOf(choice.hue).map((shade) => (
            <MenuItem key={shade} value={shade}>
              {shade}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          size="small"
          label={`${label} hex`}
          value={text}
          error={!valid}
          helperText={valid ? ' ' : 'Enter a colour as #rgb or #rrggbb.'}
          onChange={(event) => {
            setText(event.target.value);
            const hex = normalizeHexColor(event.target.value);
            if (hex) onChange({ ...choice, hex });
          }}
          inputProps={{ 'data-testid': `${intent}-hex`, spellCheck: false }}
          sx={{ flex: 1 }}
        />
        <Swatch aria-hidden="true" style={{ backgroundColor: choice.hex }} data-testid={`${intent}-swatch`} />
      </Stack>
    </Stack>
  );
}

/**
 * The colour playground: pick primary and secondary colours from the Material palettes or as hex
 * values, preview them, and apply them to the whole documentation (kept in the paletteColors cookie).
 */
function ColorToolContents() {
  const { paletteColors } = useThemeState();
  const dispatch = useThemeDispatch();
  const [primary, setPrimary] = React.useState<Choice>(DEFAULTS.primary);
  const [secondary, setSecondary] = React.useState<Choice>(DEFAULTS.secondary);
  const [status, setStatus] = React.useState<string | null>(null);
  // A nested CSS-variables theme of its own (prefix `preview`), in both colour modes.
  const preview = React.useMemo(() => {
    const palette = { primary: { main: primary.hex }, secondary: { main: secondary.hex } };
    return extendTheme({ cssVarPrefix: 'preview', colorSchemes: { light: { palette }, dark: { palette } } });
  }, [primary.hex, secondary.hex]);
  const applied = Boolean(paletteColors.primary || paletteColors.secondary);

  return (
    <Panel aria-labelledby="color-tool-title" data-tool="color">
      <Typography id="color-tool-title" component="h3" variant="h6" sx={{ mb: 2 }}>
        Pick the documentation colours
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <ColorPicker intent="primary" choice={primary} onChange={setPrimary} />
        <ColorPicker intent="secondary" choice={secondary} onChange={setSecondary} />
      </Stack>
      <CssVarsProvider theme={preview}>
        <Stack direction="row" spacing={1} sx={{ my: 3 }} data-testid="color-preview">
          <Button variant="contained">Primary</Button>
          <Button variant="contained" color="secondary">
            Secondary
          </Button>
          <Button variant="outlined">Outlined</Button>
        </Stack>
      </CssVarsProvider>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          onClick={() => {
            const colors = { primary: { main: primary.hex }, secondary: { main: secondary.hex } };
            setPreferenceCookie(COOKIE_NAMES.paletteColors, serializePaletteColors(colors));
            dispatch({ type: 'CHANGE', payload: { paletteColors: colors } });
            setStatus('The documentation now uses these colours.');
          }}
        >
          Apply to the docs
        </Button>
        <Button
          variant="outlined"
          disabled={!applied}
          onClick={() => {
            removeCookie(COOKIE_NAMES.paletteColors);
            dispatch({ type: 'RESET_COLORS' });
            setPrimary(DEFAULTS.primary);
            setSecondary(DEFAULTS.secondary);
            setStatus('The documentation colours are back to their defaults.');
          }}
        >
          Reset
        </Button>
      </Stack>
      {status ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {status}
        </Alert>
      ) : null}
    </Panel>
  );
}

/** In the docs' Material UI theme, which this page's tool brings with it. */
export default function ColorTool() {
  return (
    <MaterialDocsTheme>
      <ColorToolContents />
    </MaterialDocsTheme>
  );
}
