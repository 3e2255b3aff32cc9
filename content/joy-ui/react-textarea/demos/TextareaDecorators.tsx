import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const reactions = ['👍', '🎉', '🙏', '❤️'];
const LIMIT = 140;

export default function TextareaDecorators() {
  const [text, setText] = React.useState('');

  return (
    <Textarea
      placeholder="Say thanks to the team…"
      aria-label="Message to the team"
      minRows={2}
      value={text}
      onChange={(event) => setText(event.target.value.slice(0, LIMIT))}
      startDecorator={
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {reactions.map((emoji) => (
            <Button
              key={emoji}
              size="sm"
              variant="outlined"
              color="neutral"
              aria-label={`Insert ${emoji}`}
              onClick={() => setText((current) => `${current}${emoji}`.slice(0, LIMIT))}
            >
              {emoji}
            </Button>
          ))}
        </Box>
      }
      endDecorator={
        <Typography level="body-xs" sx={{ ml: 'auto' }} aria-live="polite">
          {text.length} / {LIMIT} characters
        </Typography>
      }
      sx={{ maxWidth: 400 }}
    />
  );
}
