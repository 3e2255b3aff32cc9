import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

// Number of reviews for 5, 4, 3, 2 and 1 stars.
const counts = [212, 87, 31, 9, 14];
const total = counts.reduce((sum, count) => sum + count, 0);
const average =
  Math.round((counts.reduce((sum, count, index) => sum + count * (5 - index), 0) / total) * 10) / 10;

export default function RatingSummary() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', maxWidth: 480 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="p">
          {average.toFixed(1)}
        </Typography>
        <Rating
          value={average}
          precision={0.1}
          readOnly
          getLabelText={(value) => `Average ${value} out of 5 stars`}
        />
        <Typography variant="body2" color="text.secondary">
          {total} reviews
        </Typography>
      </Box>
      <Box component="ul" sx={{ flex: '1 1 200px', m: 0, p: 0, listStyle: 'none' }}>
        {counts.map((count, index) => {
          const stars = 5 - index;
          const percent = Math.round((count / total) * 100);
          return (
            <Box
              component="li"
              key={stars}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
            >
              <Typography variant="body2" sx={{ width: 48 }}>
                {stars} star{stars === 1 ? '' : 's'}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={`${stars} stars`}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ width: 36, textAlign: 'right' }}>
                {percent}%
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
