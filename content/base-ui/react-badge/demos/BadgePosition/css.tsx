import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styles from './css.module.css';

const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

export default function BadgePosition() {
  return (
    <div className={styles.layout}>
      {corners.map((corner) => (
        <Badge className={styles.badge} key={corner} badgeContent={4} role="img" aria-label={`4 new items, badge ${corner}`} slotProps={{ badge: { className: styles.corner, 'data-corner': corner } as React.ComponentPropsWithoutRef<'span'> }}>
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
