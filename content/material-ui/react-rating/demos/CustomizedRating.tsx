import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

const HeartRating = styled(Rating)({
  '& .MuiRating-iconFilled': {
    color: '#d81b60',
  },
  '& .MuiRating-iconHover': {
    color: '#ad1457',
  },
});

export default function CustomizedRating() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">How much did you enjoy the film?</Typography>
        <HeartRating
          name="customized-hearts"
          defaultValue={3}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
          precision={0.5}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Difficulty, from 1 to 10</Typography>
        <Rating name="customized-10" defaultValue={6} max={10} />
      </Box>
    </Box>
  );
}
