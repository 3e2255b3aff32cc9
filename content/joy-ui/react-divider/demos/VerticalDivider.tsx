import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import UndoIcon from '@mui/icons-material/Undo';

export default function VerticalDivider() {
  return (
    <Box
      role="toolbar"
      aria-label="Text formatting"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderRadius: 'sm',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <IconButton size="sm" aria-label="Undo">
        <UndoIcon />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton size="sm" aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton size="sm" aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton size="sm" aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton size="sm" aria-label="Align center">
        <FormatAlignCenterIcon />
      </IconButton>
    </Box>
  );
}
