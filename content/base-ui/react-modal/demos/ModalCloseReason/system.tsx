import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function ModalCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [lastRequest, setLastRequest] = React.useState('none');
  const titleId = React.useId();
  const textId = React.useId();
  const handleClose = (event: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
    setLastRequest(reason);
    if (reason === 'escapeKeyDown') setOpen(false);
  };

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Leave the editor
      </Button>
      <Status>Last close request: {lastRequest}</Status>
      <StyledModal open={open} onClose={handleClose} slots={{ backdrop: Backdrop }}>
        <Dialog role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
          <Title id={titleId}>Discard unsaved changes?</Title>
          <Text id={textId}>
            You have edits in “Pricing FAQ” that are not saved. A click outside this dialog does nothing; choose what
            happens to them.
          </Text>
          <Actions>
            <Button type="button" onClick={() => setOpen(false)}>
              Keep editing
            </Button>
            <PrimaryButton type="button" onClick={() => setOpen(false)}>
              Discard
            </PrimaryButton>
          </Actions>
        </Dialog>
      </StyledModal>
    </div>
  );
}

const Status = styled('p')({ margin: '12px 0 0', fontSize: 14 });

const BackdropBase = React.forwardRef<HTMLDivElement, { open?: boolean; className?: string }>(function BackdropBase(
  { open: _open, ...other },
  ref,
) {
  return <div ref={ref} {...other} />;
});

const Backdrop = styled(BackdropBase)({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.5)',
});

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

const Dialog = styled('div')({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  padding: 24,
  borderRadius: 16,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 20px 25px -5px rgb(0 0 0 / 0.2)',
  outline: 0,
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  },
});

const Title = styled('h2')({
  margin: '0 0 8px',
  fontSize: 18,
  fontWeight: 700,
});

const Text = styled('p')({
  margin: 0,
  fontSize: 14,
  lineHeight: 1.5,
  color: '#475569',
  '[data-mui-color-scheme="dark"] &': { color: '#cbd5e1' },
});

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 24,
});

const Button = styled('button')({
  padding: '8px 16px',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1e293b' },
  },
});

const PrimaryButton = styled(Button)({
  borderColor: '#1d4ed8',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  '&:hover': { backgroundColor: '#1e40af' },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#2563eb',
    backgroundColor: '#2563eb',
    color: '#fff',
    '&:hover': { backgroundColor: '#1d4ed8' },
  },
});
