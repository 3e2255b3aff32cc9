import * as React from 'react';
import { Badge } from '@mui/base/Badge';

const cornerClasses =
  'absolute right-0 top-0 z-[1] box-border h-5 min-w-5 translate-x-1/2 -translate-y-1/2 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white transition-transform duration-150 ease-out [&.MuiBadge-invisible]:scale-0 data-[corner=bottom-left]:bottom-0 data-[corner=bottom-left]:left-0 data-[corner=bottom-left]:right-auto data-[corner=bottom-left]:top-auto data-[corner=bottom-left]:-translate-x-1/2 data-[corner=bottom-left]:translate-y-1/2 data-[corner=bottom-right]:bottom-0 data-[corner=bottom-right]:top-auto data-[corner=bottom-right]:translate-y-1/2 data-[corner=top-left]:left-0 data-[corner=top-left]:right-auto data-[corner=top-left]:-translate-x-1/2';

const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

export default function BadgePosition() {
  return (
    <div className="flex flex-wrap items-center gap-8">
      {corners.map((corner) => (
        <Badge className="relative inline-flex align-middle" key={corner} badgeContent={4} role="img" aria-label={`4 new items, badge ${corner}`} slotProps={{ badge: { className: cornerClasses, 'data-corner': corner } as React.ComponentPropsWithoutRef<'span'> }}>
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
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
