import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';

export default function FabLink() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Fab size="small" href="#basic-fab" aria-label="Back to top">
        <KeyboardArrowUpIcon />
      </Fab>
      <Fab
        variant="extended"
        color="primary"
        sx={{ textTransform: 'none', borderRadius: 4, px: 3 }}
      >
        <ChatBubbleOutlineIcon sx={{ mr: 1 }} />
        Chat with us
      </Fab>
    </Stack>
  );
}
