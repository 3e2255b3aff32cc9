import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { styled } from '../theme/styled';
import { extendTheme } from '@mui/joy/styles';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';
import { filterTokens, swatchColor, themeTokens, type JoyColorScheme } from './themeTokens';
import { ToolPanel } from './ToolParts';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';

/** Rows shown before "Show all": the whole theme has well over a thousand leaves. */
const FIRST_ROWS = 200;

const TokenList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 560,
  overflowY: 'auto',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: 13,
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '& > li': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: 2,
    padding: '6px 10px',
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    overflowWrap: 'anywhere',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) minmax(0, 2fr)', gap: 12 },
  },
}));

const Swatch = styled('span')({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginInlineEnd: 6,
  verticalAlign: -1,
  borderRadius: 2,
  border: '1px solid rgba(128, 128, 128, 0.6)',
});

/**
 * Joy UI's default theme as a searchable list of tokens, in the light or the dark scheme. The theme is
 * built by the installed package's `extendTheme()`, so the list is always the package's own.
 */
function JoyDefaultThemeViewerContents() {
  const theme = React.useMemo(() => extendTheme(), []);
  const [scheme, setScheme] = React.useState<JoyColorScheme>('light');
  const [query, setQuery] = React.useState('');
  const [showAll, setShowAll] = React.useState(false);
  const tokens = React.useMemo(() => themeTokens(theme, scheme), [theme, scheme]);
  const found = React.useMemo(() => filterTokens(tokens, query.slice(0, 200)), [tokens, query]);
  const shown = showAll ? found : found.slice(0, FIRST_ROWS);

  return (
    <ToolPanel aria-labelledby="joy-theme-viewer-title" data-tool="joy-default-theme">
      <Typography id="joy-theme-viewer-title" component="h3" variant="h6" sx={{ mb: 2 }}>
        Joy UI default theme tokens
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          label="Search tokens"
          size="small"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShowAll(false);
          }}
          placeholder="primary 500, radius, --joy-shadow"
          sx={{ flex: 1 }}
          inputProps={{ maxLength: 200 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={scheme}
          aria-label="Color scheme"
          onChange={(_event, value: JoyColorScheme | null) => {
            if (value) setScheme(value);
          }}
        >
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} data-testid="joy-theme-viewer-count">
        {found.length === tokens.length ? `${tokens.length} tokens` : `${found.length} of ${tokens.length} tokens`} in the {scheme} scheme
      </Typography>
      {found.length === 0 ? (
        <Typography variant="body2">No token matches this search.</Typography>
      ) : (
        <TokenList tabIndex={0} aria-label={`Tokens of the ${scheme} scheme`} data-testid="joy-theme-viewer-list">
          {shown.map((token) => {
            const color = swatchColor(token.value);
            return (
              <li key={token.path}>
                <strong>{token.path}</strong>
                <span>
                  {color ? <Swatch aria-hidden="true" style={{ backgroundColor: color }} /> : null}
                  {token.value}
                </span>
                <span>{token.cssVariable ?? ''}</span>
              </li>
            );
          })}
        </TokenList>
      )}
      {!showAll && found.length > FIRST_ROWS ? (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll(true)}>
          Show all {found.length} tokens
        </Button>
      ) : null}
    </ToolPanel>
  );
}

/** In the docs' Material UI theme, which this page's tool brings with it. */
export default function JoyDefaultThemeViewer() {
  return (
    <MaterialDocsTheme>
      <JoyDefaultThemeViewerContents />
    </MaterialDocsTheme>
  );
}
