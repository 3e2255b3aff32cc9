import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function CheckboxIcons() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Checkbox
        variant="plain"
        color="danger"
        label="Add to favourites"
        uncheckedIcon={<FavoriteBorderIcon />}
        checkedIcon={<FavoriteIcon />}
        defaultChecked
      />
      <Checkbox label="Block this sender" uncheckedIcon={<CloseIcon />} color="neutral" />
    </Box>
  );
}
