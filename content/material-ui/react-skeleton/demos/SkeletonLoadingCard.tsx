import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const recipe = {
  title: 'Lemon risotto',
  time: '35 minutes · Serves 4',
  summary:
    'Creamy arborio rice finished with lemon zest, parmesan and a handful of fresh peas.',
};

export default function SkeletonLoadingCard() {
  const [loading, setLoading] = useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Card sx={{ width: 320 }} aria-busy={loading}>
        {loading ? (
          <Skeleton variant="rectangular" height={140} animation="wave" />
        ) : (
          <Box
            sx={{
              height: 140,
              background: 'linear-gradient(135deg, #f9d976 0%, #f39f86 100%)',
            }}
          />
        )}
        <CardContent>
          <Typography variant="h6" component="div">
            {loading ? <Skeleton animation="wave" width="60%" /> : recipe.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {loading ? <Skeleton animation="wave" width="40%" /> : recipe.time}
          </Typography>
          {loading ? (
            <>
              <Skeleton animation="wave" />
              <Skeleton animation="wave" width="85%" />
            </>
          ) : (
            <Typography variant="body2">{recipe.summary}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
