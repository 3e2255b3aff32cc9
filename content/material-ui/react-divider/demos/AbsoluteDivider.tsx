import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function AbsoluteDivider() {
  return (
    <Box
      sx={{
        position: 'relative',
        maxWidth: 360,
        pb: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        pt: 1.5,
      }}
    >
      <Typography variant="subtitle1" component="h3">
        Notifications
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The line under this header sits on the bottom edge of the box, whatever
        the height of the text.
      </Typography>
      <Divider absolute />
    </Box>
  );
}
