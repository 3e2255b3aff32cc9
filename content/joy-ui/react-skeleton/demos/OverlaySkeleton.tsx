import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function OverlaySkeleton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} aria-busy={loading}>
        <Avatar size="lg" alt="Leo Hartmann" src={loading ? undefined : '/static/images/demos/avatar-leo.svg'}>
          <Skeleton loading={loading} />
        </Avatar>
        <Box sx={{ position: 'relative' }}>
          <Skeleton loading={loading} overlay>
            <Typography level="title-md">Leo Hartmann</Typography>
            <Typography level="body-sm">Joined in March 2021</Typography>
          </Skeleton>
        </Box>
      </Box>
      <Button size="sm" variant="outlined" onClick={() => setLoading(!loading)}>
        {loading ? 'Finish loading' : 'Load again'}
      </Button>
    </Box>
  );
}
