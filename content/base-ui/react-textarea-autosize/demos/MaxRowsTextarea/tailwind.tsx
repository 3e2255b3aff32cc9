import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const REPLY =
  'Thanks for the quick review. I moved the date parsing into its own module, added tests for leap years and time zones, and renamed the helper so it says what it returns. Type a few more lines to see the field stop growing at five rows and scroll instead.';

export default function MaxRowsTextarea() {
  return (
    <TextareaAutosize
      aria-label="Reply to review"
      minRows={2}
      maxRows={5}
      defaultValue={REPLY}
      className="box-border w-full max-w-[340px] resize-none rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm leading-normal text-slate-900 [font-family:inherit] placeholder:text-slate-500 focus:border-blue-500 focus:outline focus:outline-2 focus:outline-offset-0 focus:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
    />
  );
}
