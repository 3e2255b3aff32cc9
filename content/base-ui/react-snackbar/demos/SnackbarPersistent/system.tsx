import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { Snackbar as BaseSnackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

export default function SnackbarPersistent() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event | null, reason: SnackbarCloseReason) => {
    // Without autoHideDuration there is no timer; Escape still closes, a click elsewhere does not.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Layout>
      <Button onClick={() => setOpen(true)}>Go offline</Button>
      <Snackbar open={open} onClose={handleClose}>
        <Message role="status">You are offline. Changes will sync when the connection is back.</Message>
        <Action onClick={() => setOpen(false)}>Dismiss</Action>
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

const Action = styled(BaseButton)`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 6px 10px;
  border: 0;
  border-radius: 6px;
  background-color: transparent;
  color: #93c5fd;
  cursor: pointer;

  &:hover {
    background-color: rgb(255 255 255 / 0.1);
  }

  &:focus-visible {
    outline: 2px solid #93c5fd;
    outline-offset: 1px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: rgb(15 23 42 / 0.08);
  }

  [data-mui-color-scheme='dark'] &:focus-visible {
    outline-color: #1d4ed8;
  }
`;
