import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';

const LEVELS = Array.from({ length: 24 * 7 }, (_, index) => (index * 7 + (index % 5) * 3) % 3);

function ActivityGrid() {
  return (
    <div className="grid grid-cols-[repeat(24,1fr)] gap-0.5" role="img" aria-label="Commits per day over the last 24 weeks">
      {LEVELS.map((level, index) => (
        <span className="aspect-square rounded-sm bg-sky-700 data-[level=1]:bg-sky-200 data-[level=2]:bg-sky-400" key={index} data-level={level} />
      ))}
    </div>
  );
}

export default function DeferredNoSsr() {
  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <div className="box-border flex min-h-[72px] w-full flex-col gap-1.5 rounded-[10px] border border-solid border-slate-300 px-4 py-3 dark:border-slate-600">
        <p className="m-0 text-slate-600 dark:text-slate-300">Activity</p>
        <NoSsr defer fallback={<p className="m-0 text-slate-600 dark:text-slate-300">Preparing the chart…</p>}>
          <ActivityGrid />
        </NoSsr>
      </div>
    </div>
  );
}
