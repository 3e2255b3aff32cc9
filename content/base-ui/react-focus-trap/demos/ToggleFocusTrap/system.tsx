import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function ToggleFocusTrap() {
  const [locked, setLocked] = React.useState(false);

  return (
    <Layout>
      <FocusTrap open={locked} disableAutoFocus>
        <Panel tabIndex={-1} role="group" aria-labelledby="toolbar-title">
          <p id="toolbar-title">Text formatting</p>
          <label>
            <input type="checkbox" checked={locked} onChange={(event) => setLocked(event.target.checked)} /> Keep focus in
            this box
          </label>
          <Row>
            <Button type="button">Bold</Button>
            <Button type="button">Italic</Button>
            <Button type="button">Link</Button>
          </Row>
        </Panel>
      </FocusTrap>
      <Button type="button">Outside the trap</Button>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  max-width: 340px;
  font-size: 14px;
`;

const Row = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Button = styled('button')`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 6px 12px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
  background-color: #fff;
  color: #0f172a;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }
`;

const Panel = styled('div')`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  padding: 16px;
  border-radius: 10px;
  border: 2px solid #3b82f6;
  background-color: #f8fafc;

  &:focus-visible {
    outline: 2px solid #1d4ed8;
    outline-offset: 2px;
  }

  & p {
    margin: 0;
    font-weight: 600;
  }

  & label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }

  & input[type='text'] {
    font: inherit;
    padding: 6px 8px;
    border-radius: 6px;
    border: 1px solid #94a3b8;
    background-color: #fff;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #60a5fa;
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] & input[type='text'] {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }
`;
