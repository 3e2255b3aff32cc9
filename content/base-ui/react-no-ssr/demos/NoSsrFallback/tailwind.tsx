import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';

function Preferences() {
  const language = navigator.language;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <strong className="text-base [overflow-wrap:anywhere]">
      {language} · {reducedMotion ? 'reduced motion' : 'full motion'}
    </strong>
  );
}

export default function NoSsrFallback() {
  const [key, setKey] = React.useState(0);

  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <div className="box-border flex min-h-[72px] w-full flex-col gap-1.5 rounded-[10px] border border-solid border-slate-300 px-4 py-3 dark:border-slate-600">
        <p className="m-0 text-slate-600 dark:text-slate-300">Your browser asks for</p>
        <NoSsr key={key} defer fallback={<span className="block h-[1.25em] w-3/5 rounded bg-slate-200 dark:bg-slate-700" aria-label="Loading your preferences" role="img" />}>
          <Preferences />
        </NoSsr>
      </div>
      <button className="cursor-pointer rounded-lg border border-solid border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800" type="button" onClick={() => setKey((value) => value + 1)}>
        Remount
      </button>
    </div>
  );
}
