import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { Snackbar as BaseSnackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

export default function SnackbarAutoHide() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState<SnackbarCloseReason | null>(null);

  return (
    <Layout>
      <Button
        onClick={() => {
          setClosedBy(null);
          setOpen(true);
        }}
      >
        Send message
      </Button>
      <Status>{closedBy ? `Closed by: ${closedBy}` : 'Not closed yet'}</Status>
      <Snackbar
        open={open}
        autoHideDuration={3000}
        resumeHideDuration={1500}
        onClose={(event, reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
      >
        <Message role="status">Message sent. Point at me to keep me here.</Message>
      </Snackbar>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
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

const Status = styled('p')`
  margin: 0;
  font-size: 14px;
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
