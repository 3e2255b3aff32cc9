import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useColorScheme,
} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const theme = extendTheme({ cssVarPrefix: 'preview' });

function ModeSwitcher() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = useState(false);

  // `mode` is unknown on the server: select nothing until the component has mounted.
  useEffect(() => {
    setMounted(true);
  }, []);

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mounted ? (mode ?? null) : null}
      onChange={(event, newMode: 'light' | 'system' | 'dark' | null) => {
        if (newMode) {
          setMode(newMode);
        }
      }}
      aria-label="Color mode"
    >
      <ToggleButton value="light">Light</ToggleButton>
      <ToggleButton value="system">System</ToggleButton>
      <ToggleButton value="dark">Dark</ToggleButton>
    </ToggleButtonGroup>
  );
}

function UsageCard() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Storage
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        18.4 GB of 25 GB used
      </Typography>
      <Box
        sx={(t) => ({
          height: 8,
          borderRadius: 4,
          // A translucent tint from the color channel variable
          bgcolor: `rgba(${t.vars.palette.primary.mainChannel} / 0.16)`,
          overflow: 'hidden',
        })}
      >
        <Box sx={{ width: '74%', height: 1, bgcolor: 'primary.main' }} />
      </Box>
      <Button size="small" sx={{ mt: 1.5 }}>
        Manage storage
      </Button>
    </Paper>
  );
}

export default function ColorModeToggle() {
  // The demo scopes its variables and its color scheme to one element,
  // so that it does not change the colors of this documentation.
  const [node, setNode] = useState<HTMLElement | null>(null);

  return (
    <Box id="color-mode-toggle-preview" ref={setNode} sx={{ width: '100%', maxWidth: 420 }}>
      <CssVarsProvider
        theme={theme}
        disableNestedContext
        colorSchemeSelector="#color-mode-toggle-preview"
        colorSchemeNode={node}
        attribute="data-preview-color-scheme"
        modeStorageKey="color-mode-toggle-mode"
        colorSchemeStorageKey="color-mode-toggle-scheme"
      >
        <Stack
          spacing={2}
          sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary' }}
        >
          <ModeSwitcher />
          <UsageCard />
        </Stack>
      </CssVarsProvider>
    </Box>
  );
}
