import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input as BaseInput } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function FormControlStates() {
  const [disabled, setDisabled] = React.useState(false);
  const [error, setError] = React.useState(false);

  return (
    <Layout>
      <Toggles>
        <label>
          <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} /> disabled
        </label>
        <label>
          <input type="checkbox" checked={error} onChange={(event) => setError(event.target.checked)} /> error
        </label>
      </Toggles>
      <Root disabled={disabled} error={error} defaultValue="">
        {(state) => (
          <React.Fragment>
            <Label htmlFor="project-name">Project name</Label>
            <Input id="project-name" />
            <State aria-live="polite">
              focused: {String(state.focused)} · filled: {String(state.filled)} · error: {String(state.error)} · disabled:{' '}
              {String(state.disabled)}
            </State>
          </React.Fragment>
        )}
      </Root>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 340px;
`;

const Toggles = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  font-size: 14px;
`;

const Root = styled(FormControl)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  border-radius: 10px;
  border: 1px dashed #94a3b8;

  &.Mui-focused {
    border-color: #3b82f6;
  }

  &.Mui-error {
    border-color: #dc2626;
  }

  &.Mui-disabled {
    opacity: 0.7;
  }

  [data-mui-color-scheme='dark'] &.Mui-error {
    border-color: #f87171;
  }
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
  }

  &.Mui-disabled .MuiInput-input {
    background-color: #f1f5f9;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & .MuiInput-input {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &.Mui-error .MuiInput-input {
    border-color: #f87171;
  }

  [data-mui-color-scheme='dark'] &.Mui-disabled .MuiInput-input {
    background-color: #1e293b;
  }
`;

const State = styled('p')`
  margin: 0;
  font-size: 13px;
  font-family: ui-monospace, monospace;
`;
