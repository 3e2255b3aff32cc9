import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

export default function AvatarSlots() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Avatar
        alt="Nora Lindqvist"
        src="/static/images/demos/avatar-nora.svg"
        slotProps={{ img: { loading: 'lazy' } }}
        sx={{ borderRadius: 'sm' }}
      />
      <Avatar
        color="primary"
        slotProps={{ fallback: { sx: { width: '70%', height: '70%' } } }}
      />
    </Box>
  );
}
