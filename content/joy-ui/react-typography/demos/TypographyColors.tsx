import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TypographyColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Typography key={color} color={color} level="title-md">
            {color}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Typography textColor="text.primary">text.primary</Typography>
        <Typography textColor="text.secondary">text.secondary</Typography>
        <Typography textColor="text.tertiary">text.tertiary</Typography>
        <Typography textColor="primary.plainColor">primary.plainColor</Typography>
      </Box>
    </Box>
  );
}
