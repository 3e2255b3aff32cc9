import Box from '@mui/system/Box';

const colors = ['primary.main', 'secondary.main', 'error.main', 'warning.main', 'success.main', 'divider', 'grey.500'];

export default function BorderColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {colors.map((color) => (
        <Box key={color} sx={{ border: 3, borderColor: color, px: 1.5, py: 1, borderRadius: 1, color: 'text.primary', fontSize: 13 }}>
          {color}
        </Box>
      ))}
      <Box sx={{ border: 3, borderColor: 'primary.light', borderBottomColor: 'primary.dark', px: 1.5, py: 1, color: 'text.primary', fontSize: 13 }}>
        borderBottomColor
      </Box>
    </Box>
  );
}
