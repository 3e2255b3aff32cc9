import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SwitchSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <Switch
          key={size}
          size={size}
          defaultChecked
          endDecorator={size}
          slotProps={{ input: { 'aria-label': `Size ${size}` } }}
        />
      ))}
    </Box>
  );
}
