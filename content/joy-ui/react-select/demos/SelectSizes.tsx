import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SelectSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 240 }}>
      {sizes.map((size) => (
        <Select
          key={size}
          size={size}
          sx={{ '--Select-placeholderOpacity': 0.8 }}
          placeholder={`Size ${size}`}
          aria-label={`Size ${size}`}
        >
          <Option value="s">Small</Option>
          <Option value="m">Medium</Option>
          <Option value="l">Large</Option>
        </Select>
      ))}
    </Box>
  );
}
