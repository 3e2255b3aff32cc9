import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function ModalFocus() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Roadmap 2025.pdf');
  const titleId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('fileName');
    if (typeof value === 'string' && value.trim() !== '') setName(value.trim());
    setOpen(false);
  };

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Rename file
      </Button>
      <Status>File name: {name}</Status>
      <StyledModal open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <FormDialog role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={handleSubmit}>
          <Title id={titleId}>Rename file</Title>
          <Field>
            New name
            <Input name="fileName" defaultValue={name} autoFocus />
          </Field>
          <Actions>
            <Button type="button" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <PrimaryButton type="submit">Rename</PrimaryButton>
          </Actions>
        </FormDialog>
      </StyledModal>
    </div>
  );
}

const Status = styled('p')({ margin: '12px 0 0', fontSize: 14 });

const Field = styled('label')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  marginTop: 16,
  fontSize: 14,
  fontWeight: 600,
});

const Input = styled('input')({
  padding: '8px 12px',
  font: 'inherit',
  fontWeight: 400,
  borderRadius: 8,
  border: '1px solid #94a3b8',
  backgroundColor: '#fff',
  color: '#0f172a',
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 1 },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#64748b',
    backgroundColor: '#020617',
    color: '#f1f5f9',
  },
});

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

const FormDialog = styled('form')({
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
