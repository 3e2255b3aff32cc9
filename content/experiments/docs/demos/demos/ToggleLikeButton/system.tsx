import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const LikeButton = styled(Button)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 999,
  border: '1px solid',
  borderColor: theme.palette.mode === 'dark' ? '#5b6b7c' : '#c7d0da',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    backgroundColor: '#d81b60',
    borderColor: '#d81b60',
    color: '#fff',
  },
}));

export default function ToggleLikeButton() {
  const [liked, setLiked] = React.useState(false);

  return (
    <LikeButton aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
      {liked ? 'Liked' : 'Like'}
    </LikeButton>
  );
}
