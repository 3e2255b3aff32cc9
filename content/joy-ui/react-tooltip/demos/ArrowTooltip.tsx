import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';

export default function ArrowTooltip() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Tooltip title="Share" arrow placement="top">
        <IconButton aria-label="Share">
          <ShareOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip
        title="Save for later"
        arrow
        placement="right"
        variant="outlined"
        sx={{ '--Tooltip-arrowSize': '14px' }}
      >
        <IconButton aria-label="Save for later">
          <BookmarkBorderIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
