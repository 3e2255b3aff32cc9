import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styles from './css.module.css';

const queues = [
  { name: 'Support', waiting: 2 },
  { name: 'Sales', waiting: 14 },
];

export default function BadgeOwnerState() {
  return (
    <div className={styles.layout}>
      {queues.map(({ name, waiting }) => (
        <Badge
          className={styles.badge}
          key={name}
          badgeContent={waiting}
          role="img"
          aria-label={`${name}: ${waiting} waiting`}
          slotProps={{
            badge: (ownerState) => ({
              className: styles.urgentBadge,
              'data-urgent': Number(ownerState.badgeContent) > 9,
            }) as React.ComponentPropsWithoutRef<'span'>,
          }}
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
