import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '../theme/styled';
import { extendTheme } from '@mui/joy/styles';
import { JoyDemoThemeProvider } from '../blocks/demo/JoyDemoThemeProvider';
import { isHexColor } from './paletteScale';
import {
  BUILDER_COLORS,
  BUILDER_FONT_SIZES,
  BUILDER_RADII,
  builderStateFrom,
  extendThemeCode,
  themeOptionsFor,
  type BuilderColor,
  type ThemeBuilderState,
} from './themeBuilderModel';
import { JoyThemePreview } from './JoyThemePreview';
import { GeneratedCode, ToolPanel } from './ToolParts';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';

const ColorInput = styled('input')(({ theme }) => ({
  width: 40,
  height: 40,
  padding: 2,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 6,
  background: 'none',
  cursor: 'pointer',
  flexShrink: 0,
}));

const Section = styled('fieldset')({ border: 0, margin: 0, padding: 0, minWidth: 0 });

function ColorControl({ color, value, onChange }: { color: BuilderColor; value: string; onChange: (hex: string) => void }) {
  const [draft, setDraft] = React.useState(value);
  React.useEffect(() => setDraft(value), [value]);
  const valid = isHexColor(draft);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ColorInput type="color" aria-label={`Pick the ${color} color`} value={value.length === 7 ? value.toLowerCase() : '#000000'} onChange={(event) => onChange(event.target.value.toUpperCase())} />
      <TextField
        size="small"
        label={`${color} 500`}
        value={draft}
        error={!valid}
        helperText={valid ? ' ' : 'A hex color, like #7C3AED'}
        inputProps={{ maxLength: 7, spellCheck: false }}
        onChange={(event) => {
          setDraft(event.target.value);
          if (isHexColor(event.target.value)) onChange(event.target.value.trim().toUpperCase());
        }}
        sx={{ width: 150 }}
      />
    </Stack>
  );
}

/**
 * Edits Joy UI theme tokens (palette colours, radius, font sizes) on a live preview of Joy components, and
 * prints the `extendTheme` call that gives the same theme. Starts from the installed package's default theme.
 */
function JoyThemeBuilderContents() {
  const defaults = React.useMemo(() => builderStateFrom(extendTheme()), []);
  const [state, setState] = React.useState<ThemeBuilderState>(defaults);
  const options = React.useMemo(() => themeOptionsFor(state, defaults), [state, defaults]);
  const code = React.useMemo(() => extendThemeCode(options), [options]);

  return (
    <ToolPanel aria-labelledby="joy-theme-builder-title" data-tool="joy-theme-builder">
      <Typography id="joy-theme-builder-title" component="h3" variant="h6" sx={{ mb: 2 }}>
        Build a Joy UI theme
      </Typography>
      <Stack spacing={3}>
        <Section>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Palette (each color&apos;s 500 shade; the other shades are derived)
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            {BUILDER_COLORS.map((color) => (
              <ColorControl
                key={color}
                color={color}
                value={state.colors[color]}
                onChange={(hex) => setState((current) => ({ ...current, colors: { ...current.colors, [color]: hex } }))}
              />
            ))}
          </Stack>
        </Section>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <Section style={{ flex: 1 }}>
            <Typography component="legend" variant="subtitle2">
              Radius (px)
            </Typography>
            {BUILDER_RADII.map((key) => (
              <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ width: 28 }} aria-hidden="true">
                  {key}
                </Typography>
                <Slider
                  size="small"
                  min={0}
                  max={32}
                  step={1}
                  value={state.radius[key]}
                  valueLabelDisplay="auto"
                  slotProps={{ input: { 'aria-label': `Radius ${key}` } }}
                  onChange={(_event, value) => setState((current) => ({ ...current, radius: { ...current.radius, [key]: value as number } }))}
                />
              </Stack>
            ))}
          </Section>
          <Section style={{ flex: 1 }}>
            <Typography component="legend" variant="subtitle2">
              Font size (rem)
            </Typography>
            {BUILDER_FONT_SIZES.map((key) => (
              <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ width: 28 }} aria-hidden="true">
                  {key}
                </Typography>
                <Slider
                  size="small"
                  min={0.5}
                  max={2}
                  step={0.0625}
                  value={state.fontSize[key]}
                  valueLabelDisplay="auto"
                  slotProps={{ input: { 'aria-label': `Font size ${key}` } }}
                  onChange={(_event, value) => setState((current) => ({ ...current, fontSize: { ...current.fontSize, [key]: value as number } }))}
                />
              </Stack>
            ))}
          </Section>
        </Stack>
        <div>
          <Button variant="outlined" size="small" onClick={() => setState(defaults)}>
            Reset to the default theme
          </Button>
        </div>
        <JoyDemoThemeProvider>
          <JoyThemePreview options={options} />
        </JoyDemoThemeProvider>
        <GeneratedCode code={code} label="Theme code" testId="joy-theme-builder-code" />
      </Stack>
    </ToolPanel>
  );
}

/** In the docs' Material UI theme, which this page's tool brings with it. */
export default function JoyThemeBuilder() {
  return (
    <MaterialDocsTheme>
      <JoyThemeBuilderContents />
    </MaterialDocsTheme>
  );
}
