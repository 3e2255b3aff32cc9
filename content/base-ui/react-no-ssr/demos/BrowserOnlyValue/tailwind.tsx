import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';

function TimeZone() {
  // Read in the browser only: the server's time zone is not the reader's.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <strong className="text-base [overflow-wrap:anywhere]">{zone}</strong>;
}

export default function BrowserOnlyValue() {
  return (
    <div className="flex w-full max-w-[340px] flex-col items-start gap-3 text-sm">
      <div className="box-border flex min-h-[72px] w-full flex-col gap-1.5 rounded-[10px] border border-solid border-slate-300 px-4 py-3 dark:border-slate-600">
        <p className="m-0 text-slate-600 dark:text-slate-300">Times on this page are shown in</p>
        <NoSsr>
          <TimeZone />
        </NoSsr>
      </div>
    </div>
  );
}
