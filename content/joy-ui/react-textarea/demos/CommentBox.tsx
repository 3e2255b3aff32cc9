import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

export default function CommentBox() {
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(false);

  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Your comment</FormLabel>
      <Textarea
        placeholder="Type something here…"
        minRows={3}
        endDecorator={
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              flex: 'auto',
              borderTop: '1px solid',
              borderColor: 'divider',
              pt: 'var(--Textarea-paddingBlock)',
            }}
          >
            <IconButton size="sm" variant={bold ? 'soft' : 'plain'} aria-label="Bold" aria-pressed={bold} onClick={() => setBold((value) => !value)}>
              <FormatBoldIcon />
            </IconButton>
            <IconButton size="sm" variant={italic ? 'soft' : 'plain'} aria-label="Italic" aria-pressed={italic} onClick={() => setItalic((value) => !value)}>
              <FormatItalicIcon />
            </IconButton>
            <Button size="sm" sx={{ ml: 'auto' }}>
              Send
            </Button>
          </Box>
        }
        sx={{
          fontWeight: bold ? 'lg' : 'md',
          fontStyle: italic ? 'italic' : 'normal',
        }}
      />
    </FormControl>
  );
}
