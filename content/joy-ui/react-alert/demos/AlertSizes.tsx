import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function AlertSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Alert key={size} size={size} startDecorator={<InfoOutlinedIcon />} role="note">
          A {size} alert
        </Alert>
      ))}
    </Box>
  );
}
