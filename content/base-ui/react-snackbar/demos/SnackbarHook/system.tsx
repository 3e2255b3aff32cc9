import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { useSnackbar } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

function Toast({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  const { getRootProps, onClickAway } = useSnackbar({ open, onClose, autoHideDuration: 5000 });
  if (!open) return null;
  return (
    <ClickAwayListener onClickAway={onClickAway}>
      <Snackbar {...getRootProps()}>{children}</Snackbar>
    </ClickAwayListener>
  );
}

export default function SnackbarHook() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button onClick={() => setOpen(true)}>Join the waiting list</Button>
      <Toast open={open} onClose={() => setOpen(false)}>
        <Message role="status">You are on the list. We will email you.</Message>
      </Toast>
    </>
  );
}

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

const Snackbar = styled('div')`
  position: fixed;
  z-index: 1400;
  left: 16px;
  right: 16px;
  bottom: 16px;
  max-width: 360px;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 12px 12px 16px;
  border-radius: 10px;
  background-color: #0f172a;
  color: #f8fafc;
  font-size: 14px;
  box-shadow: 0 10px 15px -3px rgb(0 0 0 / 0.2);

  [data-mui-color-scheme='dark'] & {
    background-color: #e2e8f0;
    color: #0f172a;
  }
`;

const Message = styled('p')`
  flex: 1;
  margin: 0;
`;
