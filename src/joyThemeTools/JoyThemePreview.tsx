import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider, extendTheme, useTheme, type CssVarsThemeOptions } from '@mui/joy/styles';
import { BUILDER_COLORS } from './themeBuilderModel';

/**
 * Joy components under a theme built from `options`, limited to this preview. The components read the
 * nested theme's styles, and the box sets the theme's CSS variables (both schemes, switched with the
 * page's own dark-mode selector), so the page's Joy variables are not touched.
 */
export function JoyThemePreview({ options }: { options: CssVarsThemeOptions }) {
  const pageTheme = useTheme();
  const scopedVariables = React.useMemo(() => {
    const built = extendTheme(options);
    return {
      ...built.generateCssVars().css,
      ...built.generateCssVars('light').css,
      [pageTheme.getColorSchemeSelector('dark')]: built.generateCssVars('dark').css,
    };
  }, [options, pageTheme]);

  return (
    <ThemeProvider theme={{ [THEME_ID]: options }}>
      <Box
        data-testid="joy-theme-preview"
        sx={{
          ...scopedVariables,
          p: 2,
          borderRadius: 'md',
          bgcolor: 'background.body',
          color: 'text.primary',
          border: '1px solid',
          borderColor: 'divider',
          display: 'grid',
          gap: 2,
        }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {BUILDER_COLORS.map((color) => (
            <Button key={color} color={color} data-testid={`preview-button-${color}`}>
              {color}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="soft">Soft</Button>
          <Button variant="outlined">Outlined</Button>
          <Button variant="plain">Plain</Button>
          <Chip variant="soft" color="success">
            Active
          </Chip>
          <Chip variant="outlined" color="warning">
            Pending
          </Chip>
        </Stack>
        <Input
          placeholder="Email address"
          slotProps={{ input: { 'aria-label': 'Preview email address' } }}
          endDecorator={<Button size="sm">Join</Button>}
          sx={{ maxWidth: 340 }}
        />
        <Alert color="danger" variant="soft">
          The card was declined.
        </Alert>
        <Card variant="outlined" sx={{ maxWidth: 340 }}>
          <Typography level="title-lg">Team plan</Typography>
          <Typography level="body-sm">Ten seats, shared projects and priority support.</Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Checkbox label="Yearly billing" defaultChecked />
            <Switch slotProps={{ input: { 'aria-label': 'Email receipts' } }} defaultChecked />
          </Stack>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
