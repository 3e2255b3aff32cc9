import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styles from './css.module.css';

const counts = [
  { count: 8, max: 99 },
  { count: 120, max: 99 },
  { count: 1200, max: 999 },
];

export default function BadgeMax() {
  return (
    <div className={styles.layout}>
      {counts.map(({ count, max }) => (
        <Badge
          className={styles.badge}
          key={count}
          badgeContent={count}
          max={max}
          role="img"
          aria-label={`${count} unread messages`}
          slotProps={{ badge: { className: styles.badgeContent } }}
        >
          <span className={styles.box}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </svg>
          </span>
        </Badge>
      ))}
    </div>
  );
}
