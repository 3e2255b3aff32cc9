import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const OPTIONS = ['disableAutoFocus', 'disableEnforceFocus', 'disableRestoreFocus'] as const;

type Option = (typeof OPTIONS)[number];

export default function FocusTrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Record<Option, boolean>>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });

  return (
    <Layout>
      <Row>
        {OPTIONS.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={options[option]}
              disabled={open}
              onChange={(event) => setOptions({ ...options, [option]: event.target.checked })}
            />{' '}
            {option}
          </label>
        ))}
      </Row>
      <Button type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        Open the trap
      </Button>
      {open ? (
        <FocusTrap open {...options}>
          <Panel tabIndex={-1} role="group" aria-labelledby="trap-options-title">
            <p id="trap-options-title">Focus is trapped here</p>
            <label>
              Search
              <input type="text" placeholder="Type, then press Tab" />
            </label>
            <Row>
              <Button type="button" onClick={() => setOpen(false)}>
                Close
              </Button>
            </Row>
          </Panel>
        </FocusTrap>
      ) : null}
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
