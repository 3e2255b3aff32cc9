import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const sizes = ['Small', 'Medium', 'Large'];

export default function PopupKeepMounted() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <Stage>
      <Button
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        Size filters
      </Button>
      <Panel
        id={popupId}
        role="group"
        aria-label="Sizes"
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        keepMounted
      >
        {/* Uncontrolled checkboxes: they keep their state because the popup stays mounted. */}
        {sizes.map((size) => (
          <Option key={size}>
            <input type="checkbox" name="size" value={size} />
            {size}
          </Option>
        ))}
      </Panel>
    </Stage>
  );
}

const Stage = styled('div')({ minHeight: 150 });

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

const Panel = styled(Popup)({
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  boxSizing: 'border-box',
  width: 180,
  padding: 12,
  fontSize: 14,
  borderRadius: 10,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#1e293b', color: '#f1f5f9' },
});

const Option = styled('label')({ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' });
