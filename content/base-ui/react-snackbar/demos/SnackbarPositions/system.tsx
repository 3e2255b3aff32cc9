import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { Snackbar as BaseSnackbar } from '@mui/base/Snackbar';
import { styled } from '@mui/system';

const VERTICAL = ['top', 'bottom'] as const;
const HORIZONTAL = ['left', 'center', 'right'] as const;

export default function SnackbarPositions() {
  const [open, setOpen] = React.useState(false);
  const [vertical, setVertical] = React.useState<(typeof VERTICAL)[number]>('bottom');
  const [horizontal, setHorizontal] = React.useState<(typeof HORIZONTAL)[number]>('left');

  return (
    <Layout>
      <Fieldset>
        <legend>Vertical</legend>
        {VERTICAL.map((value) => (
          <label key={value}>
            <input type="radio" name="snackbar-vertical" checked={vertical === value} onChange={() => setVertical(value)} /> {value}
          </label>
        ))}
      </Fieldset>
      <Fieldset>
        <legend>Horizontal</legend>
        {HORIZONTAL.map((value) => (
          <label key={value}>
            <input type="radio" name="snackbar-horizontal" checked={horizontal === value} onChange={() => setHorizontal(value)} />{' '}
            {value}
          </label>
        ))}
      </Fieldset>
      <Button onClick={() => setOpen(true)}>Show</Button>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        data-vertical={vertical}
        data-horizontal={horizontal}
      >
        <Message role="status">
          Shown at the {vertical} {horizontal} of the window.
        </Message>
      </Snackbar>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  font-size: 14px;
`;

const Fieldset = styled('fieldset')`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 8px 12px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;

  & legend {
    padding: 0 4px;
    font-weight: 600;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
  }
`;

const Button = styled(BaseButton)`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid #cbd5e1;
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
    border-color: #475569;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }
`;

const Snackbar = styled(BaseSnackbar)`
  position: fixed;
  z-index: 1400;
  left: 16px;
  right: 16px;
  bottom: 16px;
  max-width: 360px;
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 12px 12px 16px;
  border-radius: 10px;
  background-color: #0f172a;
  color: #f8fafc;
  font-size: 14px;
  box-shadow: 0 10px 15px -3px rgb(0 0 0 / 0.2);

  &[data-vertical='top'] {
    top: 16px;
    bottom: auto;
  }

  &[data-horizontal='right'] {
    left: auto;
    width: calc(100% - 32px);
  }

  &[data-horizontal='center'] {
    left: 50%;
    right: auto;
    width: calc(100% - 32px);
    transform: translateX(-50%);
  }

  [data-mui-color-scheme='dark'] & {
    background-color: #e2e8f0;
    color: #0f172a;
  }
`;

const Message = styled('p')`
  flex: 1;
  margin: 0;
`;
