import * as React from 'react';
import { Input as BaseInput } from '@mui/base/Input';
import { TextareaAutosize, type TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

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
    />
  );
}

const Input = styled(BaseInput)`
  width: 100%;
  max-width: 340px;

  & .MuiInput-input {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    font-size: 14px;
    line-height: 1.5;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid #94a3b8;
    background-color: #fff;
    color: #0f172a;
    resize: none;
  }

  & .MuiInput-input::placeholder {
    color: #64748b;
  }

  &.Mui-focused .MuiInput-input {
    outline: 2px solid #3b82f6;
    border-color: #3b82f6;
  }

  [data-mui-color-scheme='dark'] & .MuiInput-input {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & .MuiInput-input::placeholder {
    color: #94a3b8;
  }
`;
