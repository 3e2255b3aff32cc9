import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

export default function FormControlStates() {
  const [disabled, setDisabled] = React.useState(false);
  const [error, setError] = React.useState(false);

  return (
    <div className="flex w-full max-w-[340px] flex-col gap-4">
      <div className="flex flex-wrap gap-4 text-sm">
        <label>
          <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} /> disabled
        </label>
        <label>
          <input type="checkbox" checked={error} onChange={(event) => setError(event.target.checked)} /> error
        </label>
      </div>
      <FormControl
        disabled={disabled}
        error={error}
        defaultValue=""
        className="flex flex-col gap-1.5 rounded-[10px] border border-dashed border-slate-400 p-3 [&.Mui-disabled]:opacity-70 [&.Mui-error]:border-red-600 [&.Mui-focused]:border-blue-500 dark:[&.Mui-error]:border-red-400"
      >
        {(state) => (
          <React.Fragment>
            <label htmlFor="project-name" className="text-sm font-semibold">
              Project name
            </label>
            <Input
              id="project-name"
              className="group"
              slotProps={{
                input: {
                  className:
                    'box-border w-full rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 [font-family:inherit] group-[.Mui-focused]:border-blue-500 group-[.Mui-focused]:outline group-[.Mui-focused]:outline-2 group-[.Mui-focused]:outline-blue-500 group-[.Mui-error]:border-red-600 group-[.Mui-disabled]:cursor-not-allowed group-[.Mui-disabled]:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:group-[.Mui-error]:border-red-400 dark:group-[.Mui-disabled]:bg-slate-800',
                },
              }}
            />
            <p aria-live="polite" className="m-0 font-mono text-[13px]">
              focused: {String(state.focused)} · filled: {String(state.filled)} · error: {String(state.error)} · disabled:{' '}
              {String(state.disabled)}
            </p>
          </React.Fragment>
        )}
      </FormControl>
    </div>
  );
}
