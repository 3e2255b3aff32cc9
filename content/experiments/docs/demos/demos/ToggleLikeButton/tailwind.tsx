import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function ToggleLikeButton() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Button
      className="cursor-pointer rounded-full border border-solid border-slate-300 bg-transparent px-4 py-2 font-semibold text-inherit aria-pressed:border-pink-600 aria-pressed:bg-pink-600 aria-pressed:text-white"
      aria-pressed={liked}
      onClick={() => setLiked((value) => !value)}
    >
      {liked ? 'Liked' : 'Like'}
    </Button>
  );
}
