import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function BasicSkeleton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
      >
        Loading
      </Typography>
      <Card variant="outlined" sx={{ width: 300, maxWidth: '100%' }} aria-busy={loading}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading}>
            <img src="/static/images/demos/card-lake.svg" alt="A calm lake at sunrise" />
          </Skeleton>
        </AspectRatio>
        <CardContent>
          <Typography level="title-md">
            <Skeleton loading={loading}>Sunrise paddle tour</Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading}>
              Two hours on the water with a guide, boards and wetsuits included.
            </Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
