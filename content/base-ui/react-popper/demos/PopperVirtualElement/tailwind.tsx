import * as React from 'react';
import { Popper } from '@mui/base/Popper';

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
      <p
        className="m-0 max-w-[520px] text-[15px] leading-relaxed"
        ref={textRef}
        onMouseUp={handleSelectionEnd}
        onKeyUp={handleSelectionEnd}
      >
        Select a few words of this paragraph with the pointer. The popper follows the selection rather than an element:
        its anchor is an object whose getBoundingClientRect returns the rectangle of the selected text.
      </p>
      <Popper
        className="z-10 max-w-[240px] rounded-md bg-slate-900 px-2.5 py-1.5 text-[13px] leading-snug text-slate-50 shadow-md dark:bg-slate-200 dark:text-slate-900"
        open={anchor !== null}
        anchorEl={anchor}
        placement="top"
        modifiers={offset}
        disablePortal
      >
        {count} characters selected
      </Popper>
    </div>
  );
}
