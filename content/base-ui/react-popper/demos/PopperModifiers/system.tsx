import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

export default function PopperModifiers() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [arrow, setArrow] = React.useState<HTMLSpanElement | null>(null);
  const [open, setOpen] = React.useState(true);
  const tipId = React.useId();
  // A new array on every render would rebuild the popper each time: keep it stable.
  const modifiers = React.useMemo(
    () => [
      { name: 'offset', options: { offset: [0, 10] } },
      { name: 'arrow', options: { element: arrow, padding: 8 } },
      { name: 'preventOverflow', options: { padding: 8 } },
    ],
    [arrow],
  );

  return (
    <Stage>
      <Button
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-describedby={open ? tipId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide the hint' : 'Show the hint'}
      </Button>
      <Tooltip id={tipId} open={open && anchor !== null} anchorEl={anchor} placement="bottom" modifiers={modifiers}>
        {({ placement }) => (
          <React.Fragment>
            New: invite teammates from the sidebar.
            <Arrow ref={setArrow} data-side={placement.split('-')[0]} />
          </React.Fragment>
        )}
      </Tooltip>
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

const Stage = styled('div')({ minHeight: 120 });

const Tooltip = styled(Popper)({
  zIndex: 10,
  maxWidth: 240,
  padding: '6px 10px',
  fontSize: 13,
  lineHeight: 1.4,
  borderRadius: 6,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
  boxShadow: '0 4px 6px -1px rgb(0 0 0 / 0.2)',
  '[data-mui-color-scheme="dark"] &': { backgroundColor: '#e2e8f0', color: '#0f172a' },
});

const Arrow = styled('span')({
  position: 'absolute',
  width: 10,
  height: 10,
  '&::before': {
    content: '""',
    position: 'absolute',
    width: 10,
    height: 10,
    backgroundColor: '#0f172a',
    transform: 'rotate(45deg)',
  },
  '[data-mui-color-scheme="dark"] &::before': { backgroundColor: '#e2e8f0' },
  '&[data-side="bottom"]': { top: -5 },
  '&[data-side="top"]': { bottom: -5 },
});
