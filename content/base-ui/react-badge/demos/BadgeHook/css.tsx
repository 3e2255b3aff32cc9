import * as React from 'react';
import { Button } from '@mui/base/Button';
import { useBadge } from '@mui/base/useBadge';
import styles from './css.module.css';

function CartBadge({ count, children }: { count: number; children: React.ReactNode }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 9 });
  return (
    <span className={styles.root} role="img" aria-label={invisible ? 'Cart is empty' : `Cart: ${count} items`}>
      {children}
      <span className={styles.content} data-invisible={invisible || undefined}>{displayValue}</span>
    </span>
  );
}

export default function BadgeHook() {
  const [count, setCount] = React.useState(8);

  return (
    <div className={styles.layout}>
      <CartBadge count={count}>
        <span className={styles.box}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
            <circle cx="9" cy="19.5" r="1.5" />
            <circle cx="17" cy="19.5" r="1.5" />
          </svg>
        </span>
      </CartBadge>
      <div className={styles.group}>
        <Button className={styles.button} onClick={() => setCount((value) => value + 1)}>Add an item</Button>
        <Button className={styles.button} onClick={() => setCount(0)}>Empty the cart</Button>
      </div>
    </div>
  );
}
