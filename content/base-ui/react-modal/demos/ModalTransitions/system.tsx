import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const DURATION = 200;

/** 'open' one frame after `open` turns true, 'closed' at once when it turns false. */
function useFadeState(open: boolean, onEnter?: () => void, onExited?: () => void) {
  const [shown, setShown] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });
  React.useEffect(() => {
    if (open) {
      callbacks.current.onEnter?.();
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      setShown(false);
      callbacks.current.onExited?.();
    }, DURATION);
    return () => clearTimeout(timer);
  }, [open]);
  return open && shown ? 'open' : 'closed';
}

interface FadingDialogProps extends React.HTMLAttributes<HTMLDivElement> {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
}

// Modal treats a child with an `in` prop as a transition and passes it `onEnter` and `onExited`.
const FadingDialogBase = React.forwardRef<HTMLDivElement, FadingDialogProps>(function FadingDialogBase(
  { in: open = false, onEnter, onExited, ...other },
  ref,
) {
  const state = useFadeState(open, onEnter, onExited);
  return <div ref={ref} data-state={state} {...other} />;
});

const BackdropBase = React.forwardRef<HTMLDivElement, { open?: boolean; className?: string }>(function BackdropBase(
  { open = false, ...other },
  ref,
) {
  const state = useFadeState(open);
  return <div ref={ref} data-state={state} {...other} />;
});

export default function ModalTransitions() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <StyledModal open={open} onClose={() => setOpen(false)} closeAfterTransition slots={{ backdrop: Backdrop }}>
        <FadingDialog in={open} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Title id={titleId}>Keyboard shortcuts</Title>
          <Shortcuts>
            <dt>
              <Key>N</Key>
            </dt>
            <dd>New task</dd>
            <dt>
              <Key>/</Key>
            </dt>
            <dd>Search tasks</dd>
            <dt>
              <Key>?</Key>
            </dt>
            <dd>Show this list</dd>
          </Shortcuts>
          <Actions>
            <Button type="button" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Actions>
        </FadingDialog>
      </StyledModal>
    </div>
  );
}

const Backdrop = styled(BackdropBase)({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.5)',
  opacity: 0,
  transition: 'opacity 200ms ease',
  '&[data-state="open"]': { opacity: 1 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
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

const FadingDialog = styled(FadingDialogBase)({
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
  opacity: 0,
  transform: 'scale(0.96)',
  transition: 'opacity 200ms ease, transform 200ms ease',
  '&[data-state="open"]': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
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

const Shortcuts = styled('dl')({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '8px 16px',
  margin: 0,
  fontSize: 14,
  '& dd': { margin: 0 },
});

const Key = styled('kbd')({
  padding: '2px 6px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  borderRadius: 4,
  border: '1px solid #cbd5e1',
  backgroundColor: '#f8fafc',
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#475569',
    backgroundColor: '#1e293b',
  },
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
