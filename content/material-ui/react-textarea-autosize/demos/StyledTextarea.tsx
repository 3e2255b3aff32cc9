import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const LIMIT = 280;

export default function StyledTextarea() {
  const [comment, setComment] = useState('');
  const over = comment.length - LIMIT;

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Typography
        component="label"
        htmlFor="styled-textarea-comment"
        variant="subtitle2"
        sx={{ display: 'block', mb: 0.5 }}
      >
        Add a comment
      </Typography>
      <Box
        component={TextareaAutosize}
        id="styled-textarea-comment"
        minRows={2}
        maxRows={6}
        value={comment}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
          setComment(event.target.value)
        }
        aria-describedby="styled-textarea-count"
        sx={{
          boxSizing: 'border-box',
          width: '100%',
          px: 1.5,
          py: 1,
          resize: 'none',
          typography: 'body2',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: over > 0 ? 'error.main' : 'divider',
          borderRadius: 2,
          '&:hover': { borderColor: over > 0 ? 'error.main' : 'text.primary' },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          },
        }}
      />
      <Typography
        id="styled-textarea-count"
        variant="caption"
        color={over > 0 ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right' }}
      >
        {over > 0
          ? `${over} characters over the limit`
          : `${comment.length} / ${LIMIT} characters`}
      </Typography>
    </Box>
  );
}
