import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const PATTERN = /^[a-z0-9-]*$/;

export default function ControlledFormControl() {
  const [handle, setHandle] = React.useState('ada-lovelace');
  const invalid = !PATTERN.test(handle) || handle.length < 3;

  return (
    <FormControl value={handle} onChange={(event) => setHandle(event.target.value)} error={invalid} required>
      <div className="flex w-full max-w-[320px] flex-col gap-1.5">
        <label htmlFor="profile-handle" className="text-sm font-semibold">
          Profile handle
        </label>
        <Input
          id="profile-handle"
          aria-describedby="profile-handle-help"
          className="group"
          slotProps={{
            input: {
              className:
                'box-border w-full rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 [font-family:inherit] group-[.Mui-focused]:border-blue-500 group-[.Mui-focused]:outline group-[.Mui-focused]:outline-2 group-[.Mui-focused]:outline-blue-500 group-[.Mui-error]:border-red-600 group-[.Mui-error]:outline-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:group-[.Mui-error]:border-red-400 dark:group-[.Mui-error]:outline-red-400',
            },
          }}
        />
        <p
          id="profile-handle-help"
          className={`m-0 text-[13px] [overflow-wrap:anywhere] ${invalid ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}
        >
          {invalid ? 'Use at least 3 lowercase letters, digits or hyphens.' : `Your page: example.com/${handle}`}
        </p>
      </div>
    </FormControl>
  );
}
