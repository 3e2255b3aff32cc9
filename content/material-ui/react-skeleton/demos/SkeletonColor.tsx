import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export default function SkeletonColor() {
  return (
    <Box
      sx={{
        bgcolor: '#121212',
        p: 3,
        width: '100%',
        display: 'flex',
        justifyContent: 'center',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', width: 300 }}>
        <Skeleton
          variant="rounded"
          width={64}
          height={64}
          sx={{ bgcolor: 'grey.800', flexShrink: 0 }}
        />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton sx={{ bgcolor: 'grey.800' }} />
          <Skeleton width="60%" sx={{ bgcolor: 'grey.800' }} />
        </Box>
      </Box>
    </Box>
  );
}
