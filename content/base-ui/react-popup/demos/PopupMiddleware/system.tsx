import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';
import { flip, offset, shift } from '@floating-ui/react-dom';
import { styled } from '@mui/system';

// Away from the anchor, then to the other side when there is no room, then back inside the box.
const middleware = [offset(8), flip({ padding: 8 }), shift({ padding: 8 })];

export default function PopupMiddleware() {
  const [anchor, setAnchor] = React.useState<HTMLSpanElement | null>(null);

  return (
    <ScrollBox tabIndex={0} aria-label="Scrollable article">
      <Text>Scroll this box up and down, and watch the note next to the highlighted word.</Text>
      <Text>
        The note prefers to sit above the word. When the box has no room above it, it moves below, and it
        never crosses the box&apos;s sides.
      </Text>
      <Text>
        <Mark ref={setAnchor}>Sourdough</Mark> needs a starter: flour and water left to ferment for a few
        days.
      </Text>
      <Note open anchor={anchor} placement="top" middleware={middleware} disablePortal>
        {({ placement }: PopupChildrenProps) => `Bread raised by a starter (placement: ${placement})`}
      </Note>
      <Text>Feed the starter once a day, and it will be ready when it doubles within a few hours.</Text>
      <Text>Bake it in a very hot oven, with steam for the first twenty minutes.</Text>
    </ScrollBox>
  );
}

const ScrollBox = styled('div')({
  position: 'relative',
  boxSizing: 'border-box',
  width: 320,
  maxWidth: '100%',
  height: 200,
  overflowY: 'auto',
  padding: '16px 16px 120px',
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  color: '#0f172a',
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', color: '#f1f5f9' },
});

const Text = styled('p')({ margin: '0 0 16px', fontSize: 14, lineHeight: 1.6 });

const Mark = styled('span')({
  padding: '0 4px',
  borderRadius: 4,
  fontWeight: 700,
  backgroundColor: '#fef08a',
  color: '#0f172a',
});

const Note = styled(Popup)({
  zIndex: 1,
  width: 240,
  padding: '6px 10px',
  fontSize: 13,
  borderRadius: 8,
  backgroundColor: '#1e3a8a',
  color: '#fff',
  '[data-mui-color-scheme="dark"] &': { backgroundColor: '#bfdbfe', color: '#0f172a' },
});
