import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize, type TextareaAutosizeProps } from '@mui/base/TextareaAutosize';

// Input passes its owner state to a slot that is a component; keep it off the <textarea>.
const AutosizeTextarea = React.forwardRef<HTMLTextAreaElement, TextareaAutosizeProps & { ownerState?: unknown }>(
  function AutosizeTextarea({ ownerState: _ownerState, ...props }, ref) {
    return <TextareaAutosize {...props} ref={ref} />;
  },
);

export default function InputMultiline() {
  return (
    <Input
      aria-label="Delivery instructions"
      placeholder="Leave the parcel with the neighbour at number 12…"
      multiline
      minRows={2}
      maxRows={6}
      slots={{ textarea: AutosizeTextarea }}
      className="group w-full max-w-[340px]"
      slotProps={{
        input: {
          className:
            'box-border w-full resize-none rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm leading-normal text-slate-900 [font-family:inherit] placeholder:text-slate-500 group-[.Mui-focused]:border-blue-500 group-[.Mui-focused]:outline group-[.Mui-focused]:outline-2 group-[.Mui-focused]:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
        },
      }}
    />
  );
}
