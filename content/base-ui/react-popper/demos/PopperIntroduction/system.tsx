import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

export default function PopperIntroduction() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const tooltipId = React.useId();
  const show = (event: React.SyntheticEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const hide = () => setAnchor(null);
  const open = anchor !== null;

  return (
    <div>
      <Button
        type="button"
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Save draft
      </Button>
      <Tooltip id={tooltipId} open={open} anchorEl={anchor} placement="top">
        Keeps a copy on this device. Press Ctrl+S to do the same.
      </Tooltip>
    </div>
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
