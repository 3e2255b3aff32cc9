import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

export default function TextareaCssVariables() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 400 }}>
      <Textarea
        minRows={2}
        placeholder="Rounded, roomy, thick focus ring"
        aria-label="Rounded textarea"
        sx={{
          '--Textarea-radius': '16px',
          '--Textarea-paddingInline': '1rem',
          '--Textarea-paddingBlock': '0.75rem',
          '--Textarea-focusedThickness': '3px',
        }}
      />
      <Textarea
        variant="plain"
        minRows={2}
        placeholder="Underlined: the focus ring becomes a line"
        aria-label="Underlined textarea"
        sx={(theme) => ({
          '--Textarea-radius': '0px',
          borderBottom: '2px solid',
          borderColor: 'neutral.outlinedBorder',
          '&::before': { display: 'none' },
          '&:focus-within': { borderColor: theme.vars.palette.primary[500] },
        })}
      />
    </Box>
  );
}
