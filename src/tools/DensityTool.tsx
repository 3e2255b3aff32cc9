import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '../theme/styled';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { MAX_SPACING, MIN_SPACING } from '../site/constants';
import { useThemeDispatch, useThemeState } from '../preferences/ThemePreferencesProvider';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';

const Panel = styled('section')(({ theme }) => ({
  margin: '16px 0 32px',
  padding: 20,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

/**
 * Applies density to the docs and to the demos of the page: a dense switch (small or dense variants
 * of buttons, inputs, lists, tables and toolbars), the spacing unit, and a reset.
 */
function DensityToolContents() {
  const { dense, spacing } = useThemeState();
  const dispatch = useThemeDispatch();
  // The switch answers the click at once: theme changes are transitions (ThemePreferencesProvider), and
  // a checkbox bound to the theme's value alone would spring back until the page has restyled. It
  // follows the theme when the theme changes otherwise (the reset).
  const [denseChecked, setDenseChecked] = React.useState(dense);
  React.useEffect(() => setDenseChecked(dense), [dense]);
  return (
    <Panel aria-labelledby="density-tool-title" data-tool="density">
      <Typography id="density-tool-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Try it on this page
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={denseChecked}
              onChange={(event) => {
                setDenseChecked(event.target.checked);
                dispatch({ type: 'SET_DENSE', payload: event.target.checked });
              }}
              inputProps={{ 'aria-describedby': 'density-tool-title' }}
            />
          }
          label="Dense components"
        />
        <Stack direction="row" alignItems="center" spacing={1}>
          <IconButton
            aria-label="Decrease spacing"
            onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
            disabled={spacing <= MIN_SPACING}
          >
            <RemoveIcon />
          </IconButton>
          <Typography component="output" aria-live="polite" data-testid="spacing-value" sx={{ minWidth: 110, textAlign: 'center' }}>
            Spacing: {spacing}px
          </Typography>
          <IconButton
            aria-label="Increase spacing"
            onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
            disabled={spacing >= MAX_SPACING}
          >
            <AddIcon />
          </IconButton>
        </Stack>
        <Button variant="outlined" onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
          Reset density
        </Button>
      </Stack>
    </Panel>
  );
}

/** In the docs' Material UI theme, which this page's tool brings with it. */
export default function DensityTool() {
  return (
    <MaterialDocsTheme>
      <DensityToolContents />
    </MaterialDocsTheme>
  );
}
