import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';

export default function VerticalDividers() {
  return (
    <Stack spacing={3} alignItems="flex-start">
      <Box
        role="toolbar"
        aria-label="Formatting"
        sx={{
          display: 'flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 0.5,
        }}
      >
        <IconButton size="small" aria-label="Bold">
          <FormatBoldIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Italic">
          <FormatItalicIcon fontSize="small" />
        </IconButton>
        <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
        <IconButton size="small" aria-label="Bulleted list">
          <FormatListBulletedIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Numbered list">
          <FormatListNumberedIcon fontSize="small" />
        </IconButton>
        <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
        <IconButton size="small" aria-label="Insert link">
          <LinkIcon fontSize="small" />
        </IconButton>
      </Box>
      <Stack
        direction="row"
        spacing={2}
        divider={<Divider orientation="vertical" flexItem />}
      >
        <Typography variant="body2">12 min read</Typography>
        <Typography variant="body2">March 4</Typography>
        <Typography variant="body2">Design</Typography>
      </Stack>
    </Stack>
  );
}
