import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CustomizedDividers() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Divider sx={{ borderBottomWidth: 3, borderColor: 'primary.main' }} />
      <Divider
        sx={{
          '&::before, &::after': { borderColor: 'secondary.main', borderTopWidth: 2 },
        }}
      >
        <Typography variant="overline" color="secondary">
          Chapter 2
        </Typography>
      </Divider>
    </Stack>
  );
}
