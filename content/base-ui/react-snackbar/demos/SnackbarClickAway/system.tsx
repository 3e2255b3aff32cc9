import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { Snackbar as BaseSnackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

export default function SnackbarClickAway() {
  const [open, setOpen] = React.useState(false);
  const [closeOnClickAway, setCloseOnClickAway] = React.useState(true);
  const [closedBy, setClosedBy] = React.useState<SnackbarCloseReason | null>(null);

  return (
    <Layout>
      <label>
        <input type="checkbox" checked={closeOnClickAway} onChange={(event) => setCloseOnClickAway(event.target.checked)} /> Close
        on a click elsewhere
      </label>
      <Button
        onClick={() => {
          setClosedBy(null);
          setOpen(true);
        }}
      >
        Copy invite link
      </Button>
      <Status>{closedBy ? `Closed by: ${closedBy}` : 'Not closed yet'}</Status>
      <Snackbar
        open={open}
        autoHideDuration={8000}
        disableWindowBlurListener
        onClose={(event, reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
        slotProps={{
          // A function: this version's prop types warn about a plain object here.
          clickAwayListener: () =>
            closeOnClickAway ? { mouseEvent: 'onMouseDown', touchEvent: 'onTouchStart' } : { mouseEvent: false, touchEvent: false },
        }}
      >
        <Message role="status">Invite link copied.</Message>
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

const Status = styled('p')`
  margin: 0;
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
