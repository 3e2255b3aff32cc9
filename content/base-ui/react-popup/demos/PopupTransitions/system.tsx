import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

type ScaleInProps = Pick<PopupChildrenProps, 'requestOpen' | 'onEnter' | 'onExited'> & {
  children: React.ReactNode;
};

// Tells the popup when the enter transition starts and when the exit transition has ended.
function ScaleIn({ requestOpen, onEnter, onExited, children }: ScaleInProps) {
  const [visible, setVisible] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });

  React.useEffect(() => {
    if (requestOpen) {
      callbacks.current.onEnter();
      // Wait one frame so the hidden state is painted before the transition to the visible one.
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    // Without motion no transitionend event comes: unmount at once.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) callbacks.current.onExited();
    return undefined;
  }, [requestOpen]);

  const handleTransitionEnd = (event: React.TransitionEvent) => {
    if (event.target === event.currentTarget && event.propertyName === 'opacity' && !requestOpen) {
      callbacks.current.onExited();
    }
  };

  return (
    <Card data-visible={visible} onTransitionEnd={handleTransitionEnd}>
      {children}
    </Card>
  );
}

export default function PopupTransitions() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <Stage>
      <Button
        type="button"
        ref={setAnchor}
        aria-describedby={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Opening hours
      </Button>
      <Layer id={popupId} open={open} anchor={anchor} offset={8} withTransition>
        {({ requestOpen, onEnter, onExited }: PopupChildrenProps) => (
          <ScaleIn requestOpen={requestOpen} onEnter={onEnter} onExited={onExited}>
            Monday to Saturday, 9 am to 7 pm. Closed on public holidays.
          </ScaleIn>
        )}
      </Layer>
    </Stage>
  );
}

const Stage = styled('div')({ minHeight: 130 });

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

const Layer = styled(Popup)({ zIndex: 10 });

const Card = styled('div')({
  boxSizing: 'border-box',
  maxWidth: 260,
  padding: '10px 14px',
  fontSize: 14,
  lineHeight: 1.5,
  borderRadius: 10,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  opacity: 0,
  transform: 'scale(0.9)',
  transformOrigin: 'top center',
  transition: 'opacity 150ms ease-out, transform 150ms ease-out',
  '&[data-visible="true"]': { opacity: 1, transform: 'scale(1)' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#1e293b', color: '#f1f5f9' },
});
