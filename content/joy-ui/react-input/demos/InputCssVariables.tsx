import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';

export default function InputCssVariables() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 360, maxWidth: '100%' }}>
      <Input
        placeholder="Pill-shaped, thick focus ring"
        aria-label="Pill-shaped input"
        sx={{ '--Input-radius': '999px', '--Input-focusedThickness': '3px', '--Input-paddingInline': '1.25rem' }}
      />
      <Input
        placeholder="Tall, with a subtle placeholder"
        aria-label="Tall input"
        sx={{ '--Input-minHeight': '3.25rem', '--Input-placeholderOpacity': 0.4 }}
      />
      <Input
        placeholder="Green focus ring outside the border"
        aria-label="Input with an outer focus ring"
        sx={(theme) => ({
          '--Input-focusedInset': 'var(--any, )',
          '--Input-focusedHighlight': theme.vars.palette.success[500],
        })}
      />
    </Box>
  );
}
