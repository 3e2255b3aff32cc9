import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { Button } from '@mui/base/Button';

const badgeContentClasses =
  'absolute right-0 top-0 z-[1] box-border h-5 min-w-5 translate-x-1/2 -translate-y-1/2 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white transition-transform duration-150 ease-out [&.MuiBadge-invisible]:scale-0';

const buttonClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 aria-pressed:border-blue-600 aria-pressed:bg-blue-600 aria-pressed:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:border-blue-600 dark:aria-pressed:bg-blue-600 dark:aria-pressed:text-white';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [muted, setMuted] = React.useState(false);

  return (
    <div className="flex flex-wrap items-center gap-8">
      <Badge
        className="relative inline-flex align-middle"
        badgeContent={count}
        invisible={muted}
        role="img"
        aria-label={muted ? 'Notifications muted' : `${count} new notifications`}
        slotProps={{ badge: { className: badgeContentClasses } }}
      >
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </span>
      </Badge>
      <div className="flex flex-wrap gap-2">
        <Button className={buttonClasses} aria-label="One less" onClick={() => setCount((value) => Math.max(0, value - 1))}>
          −
        </Button>
        <Button className={buttonClasses} aria-label="One more" onClick={() => setCount((value) => value + 1)}>
          +
        </Button>
        <Button className={buttonClasses} aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
          Mute
        </Button>
      </div>
    </div>
  );
}
