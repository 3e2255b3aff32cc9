import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function IconCheckboxes() {
  return (
    <Stack direction="row">
      <Checkbox
        icon={<FavoriteBorderIcon />}
        checkedIcon={<FavoriteIcon />}
        color="error"
        defaultChecked
        inputProps={{ 'aria-label': 'Add to favourites' }}
      />
      <Checkbox
        icon={<BookmarkBorderIcon />}
        checkedIcon={<BookmarkIcon />}
        inputProps={{ 'aria-label': 'Save for later' }}
      />
    </Stack>
  );
}
