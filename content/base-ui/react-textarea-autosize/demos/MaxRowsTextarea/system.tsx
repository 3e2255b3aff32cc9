import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const REPLY =
  'Thanks for the quick review. I moved the date parsing into its own module, added tests for leap years and time zones, and renamed the helper so it says what it returns. Type a few more lines to see the field stop growing at five rows and scroll instead.';

export default function MaxRowsTextarea() {
  return <Textarea aria-label="Reply to review" minRows={2} maxRows={5} defaultValue={REPLY} />;
}

const Textarea = styled(TextareaAutosize)`
  box-sizing: border-box;
  width: 100%;
  max-width: 340px;
  font: inherit;
  font-size: 14px;
  line-height: 1.5;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
  background-color: #fff;
  color: #0f172a;
  resize: none;

  &::placeholder {
    color: #64748b;
  }

  &:focus {
    outline: 2px solid #3b82f6;
    outline-offset: 0;
    border-color: #3b82f6;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &::placeholder {
    color: #94a3b8;
  }
`;
