import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styles from './css.module.css';

const people = [
  { initials: 'AK', name: 'Amara Kone', status: 'online' },
  { initials: 'LM', name: 'Luis Moreno', status: 'away' },
  { initials: 'SP', name: 'Sofia Petrov', status: 'offline' },
];

export default function BadgeDot() {
  return (
    <div className={styles.layout}>
      {people.map(({ initials, name, status }) => (
        <Badge className={styles.badge} key={name} role="img" aria-label={`${name}, ${status}`} slotProps={{ badge: { className: styles.dot, 'data-status': status } as React.ComponentPropsWithoutRef<'span'> }}>
          <span className={styles.avatar}>{initials}</span>
        </Badge>
      ))}
    </div>
  );
}
