import * as React from 'react';
import { Badge } from '@mui/base/Badge';

const pillClasses =
  'box-border min-w-5 rounded-full bg-blue-100 px-2 text-center text-xs font-semibold leading-5 text-blue-900 dark:bg-blue-900 dark:text-blue-100 [&.MuiBadge-invisible]:hidden';

const folders = [
  { name: 'Inbox', unread: 24 },
  { name: 'Drafts', unread: 0 },
  { name: 'Spam', unread: 130 },
];

export default function BadgeInline() {
  return (
    <nav className="flex flex-col gap-0.5" aria-label="Mail folders">
      {folders.map(({ name, unread }) => (
        <a className="flex w-[220px] max-w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-inherit no-underline hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:hover:bg-slate-800" key={name} href="#badges-beside-text">
          {name}
          <Badge className="inline-flex" badgeContent={unread} aria-label={`${unread} unread`} slotProps={{ badge: { className: pillClasses } }} />
        </a>
      ))}
    </nav>
  );
}
