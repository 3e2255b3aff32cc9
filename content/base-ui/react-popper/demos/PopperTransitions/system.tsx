import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const DURATION = 150;

interface FadeProps {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
  className?: string;
  children: React.ReactNode;
}

// Popper's `transition` mode passes `in`, `onEnter` and `onExited` through the children function.
function FadeBase({ in: open = false, onEnter, onExited, className, children }: FadeProps) {
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
  return (
    <div className={className} data-state={open && shown ? 'open' : 'closed'}>
      {children}
    </div>
  );
}

export default function PopperTransitions() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <Stage>
      <Button
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Delivery details
      </Button>
      <Layer id={panelId} open={open} anchorEl={anchor} placement="bottom-start" transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps}>
            Orders placed before 2 p.m. leave the warehouse the same day. Delivery takes one to three working days.
          </Fade>
        )}
      </Layer>
    </Stage>
  );
}

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

const Stage = styled('div')({ minHeight: 150 });

const Layer = styled(Popper)({ zIndex: 10 });

const Fade = styled(FadeBase)({
  marginTop: 6,
  boxSizing: 'border-box',
  width: 260,
  padding: 16,
  fontSize: 14,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#0f172a', color: '#f1f5f9' },
  opacity: 0,
  transform: 'translateY(-4px)',
  transition: 'opacity 150ms ease, transform 150ms ease',
  '&[data-state="open"]': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});
