import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TextareaSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 400 }}>
      {sizes.map((size) => (
        <Textarea key={size} size={size} minRows={2} placeholder={`Size ${size}`} aria-label={`Size ${size}`} />
      ))}
    </Box>
  );
}
