import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input as BaseInput } from '@mui/base/Input';
import { styled } from '@mui/system';

const PATTERN = /^[a-z0-9-]*$/;

export default function ControlledFormControl() {
  const [handle, setHandle] = React.useState('ada-lovelace');
  const invalid = !PATTERN.test(handle) || handle.length < 3;

  return (
    <FormControl value={handle} onChange={(event) => setHandle(event.target.value)} error={invalid} required>
      <Root>
        <Label htmlFor="profile-handle">Profile handle</Label>
        <Input id="profile-handle" aria-describedby="profile-handle-help" />
        <Helper id="profile-handle-help" data-error={invalid ? '' : undefined}>
          {invalid ? 'Use at least 3 lowercase letters, digits or hyphens.' : `Your page: example.com/${handle}`}
        </Helper>
      </Root>
    </FormControl>
  );
}

const Root = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  max-width: 320px;
`;

const Label = styled('label')`
  font-size: 14px;
  font-weight: 600;
`;

const Input = styled(BaseInput)`
  & .MuiInput-input {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    font-size: 14px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid #94a3b8;
    background-color: #fff;
    color: #0f172a;
  }

  &.Mui-focused .MuiInput-input {
    outline: 2px solid #3b82f6;
    border-color: #3b82f6;
  }

  &.Mui-error .MuiInput-input {
    border-color: #dc2626;
    outline-color: #dc2626;
  }

  [data-mui-color-scheme='dark'] & .MuiInput-input {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &.Mui-error .MuiInput-input {
    border-color: #f87171;
    outline-color: #f87171;
  }
`;

const Helper = styled('p')`
  margin: 0;
  font-size: 13px;
  color: #475569;
  overflow-wrap: anywhere;

  &[data-error] {
    color: #b91c1c;
  }

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }

  [data-mui-color-scheme='dark'] &[data-error] {
    color: #fca5a5;
  }
`;
