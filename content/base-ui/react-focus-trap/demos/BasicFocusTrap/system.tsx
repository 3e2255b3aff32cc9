import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);

  return (
    <Layout>
      <Button type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        Edit address
      </Button>
      {open ? (
        <FocusTrap open>
          <Panel tabIndex={-1} role="group" aria-labelledby="address-title">
            <p id="address-title">Delivery address</p>
            <label>
              Street
              <input type="text" defaultValue="12 Harbour Road" />
            </label>
            <label>
              City
              <input type="text" defaultValue="Bristol" />
            </label>
            <Row>
              <Button type="button" onClick={() => setOpen(false)}>
                Save
              </Button>
              <Button type="button" onClick={() => setOpen(false)}>
                Cancel
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
