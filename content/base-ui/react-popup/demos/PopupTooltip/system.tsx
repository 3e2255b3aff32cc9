import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function PopupTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const tooltipId = React.useId();

  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  // Escape hides the tooltip wherever focus is, also when the pointer opened it.
  React.useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <Stage>
      <Button
        type="button"
        ref={setAnchor}
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Archive
      </Button>
      <Tooltip id={tooltipId} open={open} anchor={anchor} placement="top" offset={10}>
        {({ placement }: PopupChildrenProps) => (
          <React.Fragment>
            Moves the conversation out of your inbox
            <Arrow data-side={placement.split('-')[0]} />
          </React.Fragment>
        )}
      </Tooltip>
    </Stage>
  );
}

const Stage = styled('div')({ paddingTop: 56, minHeight: 60 });

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

const Tooltip = styled(Popup)({
  zIndex: 10,
  maxWidth: 240,
  padding: '6px 10px',
  fontSize: 13,
  lineHeight: 1.4,
  borderRadius: 6,
  backgroundColor: '#0f172a',
  color: '#fff',
  '[data-mui-color-scheme="dark"] &': { backgroundColor: '#e2e8f0', color: '#0f172a' },
});

// A small square turned 45°, half outside the tooltip, on the side that faces the button.
const Arrow = styled('span')({
  position: 'absolute',
  left: 'calc(50% - 4px)',
  width: 8,
  height: 8,
  backgroundColor: 'inherit',
  transform: 'rotate(45deg)',
  '&[data-side="top"]': { bottom: -4 },
  '&[data-side="bottom"]': { top: -4 },
});
