import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

function Actions() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button>Publish</Button>
      <Button variant="soft">Preview</Button>
      <Chip variant="soft" color="primary">
        Draft
      </Chip>
    </Stack>
  );
}

export default function ScopedVariantTokens() {
  return (
    <Stack spacing={2}>
      <Actions />
      <Box
        sx={(theme) => ({
          '--joy-palette-primary-solidBg': theme.vars.palette.success[600],
          '--joy-palette-primary-solidHoverBg': theme.vars.palette.success[700],
          '--joy-palette-primary-solidActiveBg': theme.vars.palette.success[800],
          '--joy-palette-primary-softBg': theme.vars.palette.success[100],
          '--joy-palette-primary-softColor': theme.vars.palette.success[800],
          '--joy-palette-primary-softHoverBg': theme.vars.palette.success[200],
          [theme.getColorSchemeSelector('dark')]: {
            '--joy-palette-primary-softBg': theme.vars.palette.success[800],
            '--joy-palette-primary-softColor': theme.vars.palette.success[100],
            '--joy-palette-primary-softHoverBg': theme.vars.palette.success[700],
          },
        })}
      >
        <Actions />
      </Box>
    </Stack>
  );
}
