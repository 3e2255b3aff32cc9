import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

export default function BasicTextarea() {
  return (
    <TextareaAutosize
      aria-label="Release notes"
      minRows={3}
      placeholder="What changed in this release?"
      className="box-border w-full max-w-[340px] resize-none rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm leading-normal text-slate-900 [font-family:inherit] placeholder:text-slate-500 focus:border-blue-500 focus:outline focus:outline-2 focus:outline-offset-0 focus:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
    />
  );
}
