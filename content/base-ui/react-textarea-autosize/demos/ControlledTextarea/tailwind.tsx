import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const LIMIT = 280;

export default function ControlledTextarea() {
  const [bio, setBio] = React.useState('Frontend engineer. I write about accessible forms and design systems.');
  const left = LIMIT - bio.length;

  return (
    <div className="flex w-full max-w-[340px] flex-col gap-1.5">
      <label htmlFor="profile-bio" className="text-sm font-semibold">
        Short bio
      </label>
      <TextareaAutosize
        id="profile-bio"
        aria-describedby="profile-bio-count"
        minRows={2}
        maxLength={LIMIT}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        className="box-border w-full max-w-[340px] resize-none rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm leading-normal text-slate-900 [font-family:inherit] placeholder:text-slate-500 focus:border-blue-500 focus:outline focus:outline-2 focus:outline-offset-0 focus:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div className="flex items-center justify-between gap-2">
        <span id="profile-bio-count" className="text-[13px] text-slate-600 dark:text-slate-300">
          {left} characters left
        </span>
        <button
          type="button"
          onClick={() => setBio('')}
          disabled={bio === ''}
          className="cursor-pointer rounded-md border border-solid border-slate-400 bg-transparent px-2.5 py-1 text-[13px] font-semibold text-inherit [font-family:inherit] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Clear
        </button>
      </div>
    </div>
  );
}
