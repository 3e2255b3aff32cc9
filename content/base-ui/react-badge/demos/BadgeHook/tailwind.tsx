import * as React from 'react';
import { Button } from '@mui/base/Button';
import { useBadge } from '@mui/base/useBadge';

const buttonClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 aria-pressed:border-blue-600 aria-pressed:bg-blue-600 aria-pressed:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:border-blue-600 dark:aria-pressed:bg-blue-600 dark:aria-pressed:text-white';

function CartBadge({ count, children }: { count: number; children: React.ReactNode }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 9 });
  return (
    <span className="relative inline-flex align-middle" role="img" aria-label={invisible ? 'Cart is empty' : `Cart: ${count} items`}>
      {children}
      <span className="absolute right-0 top-0 z-[1] box-border h-5 min-w-5 translate-x-1/2 -translate-y-1/2 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white transition-transform duration-150 ease-out data-[invisible]:scale-0" data-invisible={invisible || undefined}>{displayValue}</span>
    </span>
  );
}

export default function BadgeHook() {
  const [count, setCount] = React.useState(8);

  return (
    <div className="flex flex-wrap items-center gap-8">
      <CartBadge count={count}>
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
            <circle cx="9" cy="19.5" r="1.5" />
            <circle cx="17" cy="19.5" r="1.5" />
          </svg>
        </span>
      </CartBadge>
      <div className="flex flex-wrap gap-2">
        <Button className={buttonClasses} onClick={() => setCount((value) => value + 1)}>Add an item</Button>
        <Button className={buttonClasses} onClick={() => setCount(0)}>Empty the cart</Button>
      </div>
    </div>
  );
}
