import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

export default function MultipleToggleButtons() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <ToggleButtonGroup value={formats} onChange={(event, newFormats) => setFormats(newFormats)} aria-label="Text formatting">
        <IconButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlinedIcon />
        </IconButton>
      </ToggleButtonGroup>
      <Typography
        level="body-sm"
        sx={{
          fontWeight: formats.includes('bold') ? 'lg' : 'md',
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        The quick brown fox jumps over the lazy dog.
      </Typography>
    </Box>
  );
}
