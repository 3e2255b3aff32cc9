import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function InlineSkeleton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
      <Box aria-busy={loading}>
        <Typography level="title-lg">
          <Skeleton variant="inline" loading={loading}>
            Weekly report
          </Skeleton>
        </Typography>
        <Typography level="body-md">
          <Skeleton variant="inline" loading={loading}>
            Sales grew by 12% compared with last week, led by the new spring collection and a
            strong Saturday.
          </Skeleton>
        </Typography>
      </Box>
      <Button size="sm" variant="outlined" onClick={() => setLoading(!loading)} sx={{ alignSelf: 'flex-start' }}>
        {loading ? 'Show the text' : 'Show the skeleton'}
      </Button>
    </Box>
  );
}
