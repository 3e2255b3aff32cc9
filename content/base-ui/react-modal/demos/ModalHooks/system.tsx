import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

function CustomModal({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
}) {
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    rootRef: null,
    children: null,
  });
  // `open` is for a backdrop component; a <div> has no use for it.
  const { open: _backdropOpen, ...backdropProps } = getBackdropProps();
  if (!open) return null;
  return (
    <Portal ref={portalRef}>
      <Root {...getRootProps()}>
        <Backdrop {...backdropProps} />
        <FocusTrap open isEnabled={isTopModal}>
          <Dialog role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
            {children}
          </Dialog>
        </FocusTrap>
      </Root>
    </Portal>
  );
}

export default function ModalHooks() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        About this workspace
      </Button>
      <CustomModal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <Title id={titleId}>About this workspace</Title>
        <Text>This dialog is built from unstable_useModal, Portal and FocusTrap, without the Modal component.</Text>
        <Actions>
          <Button type="button" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Actions>
      </CustomModal>
    </div>
  );
}

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.5)',
});

const Root = styled('div')({
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
