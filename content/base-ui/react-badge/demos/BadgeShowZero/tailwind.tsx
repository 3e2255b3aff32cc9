import * as React from 'react';
import { Badge } from '@mui/base/Badge';

const badgeClasses =
  'relative inline-flex align-middle';

const boxClasses =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100';

const badgeContentClasses =
  'absolute right-0 top-0 z-[1] box-border h-5 min-w-5 translate-x-1/2 -translate-y-1/2 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white transition-transform duration-150 ease-out [&.MuiBadge-invisible]:scale-0';

export default function BadgeShowZero() {
  return (
    <div className="flex flex-wrap items-center gap-8">
      <Badge className={badgeClasses} badgeContent={0} role="img" aria-label="No unread messages, zero hidden" slotProps={{ badge: { className: badgeContentClasses } }}>
        <span className={boxClasses}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </span>
      </Badge>
      <Badge className={badgeClasses} badgeContent={0} showZero role="img" aria-label="No unread messages, zero shown" slotProps={{ badge: { className: badgeContentClasses } }}>
        <span className={boxClasses}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </span>
      </Badge>
    </div>
  );
}
