import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function AuthorLine({ loading }: { loading: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {loading ? (
        <Skeleton variant="circular">
          <Avatar />
        </Skeleton>
      ) : (
        <Avatar sx={{ bgcolor: 'secondary.main' }}>MR</Avatar>
      )}
      <Box sx={{ minWidth: 0 }}>
        {loading ? (
          <Skeleton>
            <Typography>Marta Rossi</Typography>
          </Skeleton>
        ) : (
          <Typography>Marta Rossi</Typography>
        )}
        {loading ? (
          <Skeleton width="70%">
            <Typography variant="body2">Posted 3 hours ago</Typography>
          </Skeleton>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Posted 3 hours ago
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export default function SkeletonChildren() {
  return (
    <Stack direction="row" spacing={6}>
      <AuthorLine loading />
      <AuthorLine loading={false} />
    </Stack>
  );
}
