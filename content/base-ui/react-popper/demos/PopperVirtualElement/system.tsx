import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const offset = [{ name: 'offset', options: { offset: [0, 8] } }];

interface VirtualAnchor {
  getBoundingClientRect: () => DOMRect;
}

export default function PopperVirtualElement() {
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [count, setCount] = React.useState(0);
  const textRef = React.useRef<HTMLParagraphElement>(null);

  const handleSelectionEnd = () => {
    const selection = window.getSelection();
    const text = textRef.current;
    if (!selection || selection.isCollapsed || !text || !text.contains(selection.anchorNode)) {
      setAnchor(null);
      return;
    }
    const range = selection.getRangeAt(0);
    setCount(selection.toString().trim().length);
    // A virtual element: anything with getBoundingClientRect can be the anchor.
    setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  return (
    <div>
      <Text ref={textRef} onMouseUp={handleSelectionEnd} onKeyUp={handleSelectionEnd}>
        Select a few words of this paragraph with the pointer. The popper follows the selection rather than an element:
        its anchor is an object whose getBoundingClientRect returns the rectangle of the selected text.
      </Text>
      <Tooltip open={anchor !== null} anchorEl={anchor} placement="top" modifiers={offset}>
        {count} characters selected
      </Tooltip>
    </div>
  );
}

const Text = styled('p')({ maxWidth: 520, margin: 0, fontSize: 15, lineHeight: 1.6 });

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
