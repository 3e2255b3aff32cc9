import * as React from 'react';
import { Badge } from '@mui/base/Badge';

const dotClasses =
  'absolute bottom-px right-px h-3 w-3 rounded-full shadow-[0_0_0_2px_#fff] data-[status=away]:bg-amber-600 data-[status=offline]:bg-slate-500 data-[status=online]:bg-green-600 dark:shadow-[0_0_0_2px_#0f172a]';

const people = [
  { initials: 'AK', name: 'Amara Kone', status: 'online' },
  { initials: 'LM', name: 'Luis Moreno', status: 'away' },
  { initials: 'SP', name: 'Sofia Petrov', status: 'offline' },
];

export default function BadgeDot() {
  return (
    <div className="flex flex-wrap items-center gap-8">
      {people.map(({ initials, name, status }) => (
        <Badge className="relative inline-flex align-middle" key={name} role="img" aria-label={`${name}, ${status}`} slotProps={{ badge: { className: dotClasses, 'data-status': status } as React.ComponentPropsWithoutRef<'span'> }}>
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-blue-800 text-sm font-semibold text-white">{initials}</span>
        </Badge>
      ))}
    </div>
  );
}
