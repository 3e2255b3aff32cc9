import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const positions = ['left', 'center', 'right'] as const;

export default function DividerTextAlign() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {positions.map((position) => (
        <Divider key={position} textAlign={position}>
          <Typography variant="overline" color="text.secondary">
            textAlign=&quot;{position}&quot;
          </Typography>
        </Divider>
      ))}
    </Stack>
  );
}
