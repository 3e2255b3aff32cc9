import Box from '@mui/system/Box';

const colors = ['primary.main', 'secondary.main', 'error.main', 'warning.dark', 'info.main', 'success.dark', 'text.primary', 'text.secondary'];

export default function TextColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1 }}>
      {colors.map((color) => (
        <Box key={color} sx={{ color, fontWeight: 'bold', fontSize: 20 }}>
          {color}
        </Box>
      ))}
    </Box>
  );
}
