import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styles from './css.module.css';

const folders = [
  { name: 'Inbox', unread: 24 },
  { name: 'Drafts', unread: 0 },
  { name: 'Spam', unread: 130 },
];

export default function BadgeInline() {
  return (
    <nav className={styles.list} aria-label="Mail folders">
      {folders.map(({ name, unread }) => (
        <a className={styles.navItem} key={name} href="#badges-beside-text">
          {name}
          <Badge className={styles.inlineBadge} badgeContent={unread} aria-label={`${unread} unread`} slotProps={{ badge: { className: styles.pill } }} />
        </a>
      ))}
    </nav>
  );
}
