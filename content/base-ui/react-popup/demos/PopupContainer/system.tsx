import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function PopupContainer() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [layer, setLayer] = React.useState<HTMLDivElement | null>(null);
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
        Shipping costs
      </Button>
      {/* The popup is appended to this element instead of <body>. */}
      <div ref={setLayer} data-layer="popups" />
      <Note id={popupId} open={open} anchor={anchor} container={layer} placement="bottom" offset={8}>
        Free on orders over $50; $4.90 otherwise.
      </Note>
    </Stage>
  );
}

const Stage = styled('div')({ minHeight: 110 });

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

const Note = styled(Popup)({
  zIndex: 10,
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
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#1e293b', color: '#f1f5f9' },
});
