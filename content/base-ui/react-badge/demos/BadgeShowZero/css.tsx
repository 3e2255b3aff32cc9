import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styles from './css.module.css';

export default function BadgeShowZero() {
  return (
    <div className={styles.layout}>
      <Badge className={styles.badge} badgeContent={0} role="img" aria-label="No unread messages, zero hidden" slotProps={{ badge: { className: styles.badgeContent } }}>
        <span className={styles.box}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </span>
      </Badge>
      <Badge className={styles.badge} badgeContent={0} showZero role="img" aria-label="No unread messages, zero shown" slotProps={{ badge: { className: styles.badgeContent } }}>
        <span className={styles.box}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </span>
      </Badge>
    </div>
  );
}
