import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [muted, setMuted] = React.useState(false);

  return (
    <div className={styles.layout}>
      <Badge
        className={styles.badge}
        badgeContent={count}
        invisible={muted}
        role="img"
        aria-label={muted ? 'Notifications muted' : `${count} new notifications`}
        slotProps={{ badge: { className: styles.badgeContent } }}
      >
        <span className={styles.box}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </span>
      </Badge>
      <div className={styles.group}>
        <Button className={styles.button} aria-label="One less" onClick={() => setCount((value) => Math.max(0, value - 1))}>
          −
        </Button>
        <Button className={styles.button} aria-label="One more" onClick={() => setCount((value) => value + 1)}>
          +
        </Button>
        <Button className={styles.button} aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
          Mute
        </Button>
      </div>
    </div>
  );
}
