import Box from '@mui/material/Box';
import CircularProgress, {
  circularProgressClasses,
} from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const StorageBar = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: theme.palette.grey[theme.palette.mode === 'light' ? 200 : 800],
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 5,
    backgroundColor: theme.palette.mode === 'light' ? '#1a7f64' : '#5fd3b0',
  },
}));

function RoundedSpinner() {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={44}
        thickness={5}
        aria-hidden
        sx={{
          color: (theme) =>
            theme.palette.grey[theme.palette.mode === 'light' ? 200 : 800],
        }}
      />
      <CircularProgress
        size={44}
        thickness={5}
        disableShrink
        aria-label="Loading playlists"
        sx={{
          position: 'absolute',
          left: 0,
          animationDuration: '700ms',
          [`& .${circularProgressClasses.circle}`]: { strokeLinecap: 'round' },
        }}
      />
    </Box>
  );
}

export default function CustomizedProgress() {
  return (
    <Stack spacing={4} sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <div>
        <Typography variant="body2" id="customized-storage-label" gutterBottom>
          Storage: 6.8 GB of 10 GB used
        </Typography>
        <StorageBar
          variant="determinate"
          value={68}
          aria-labelledby="customized-storage-label"
        />
      </div>
      <RoundedSpinner />
    </Stack>
  );
}
