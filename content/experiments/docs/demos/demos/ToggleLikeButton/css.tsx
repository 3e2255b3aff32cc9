import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function ToggleLikeButton() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Button className={styles.like} aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
      {liked ? 'Liked' : 'Like'}
    </Button>
  );
}
