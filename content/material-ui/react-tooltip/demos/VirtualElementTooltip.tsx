import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface VirtualElement {
  getBoundingClientRect: () => DOMRect;
}

export default function VirtualElementTooltip() {
  const paragraphRef = useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = useState<VirtualElement | null>(null);
  const [count, setCount] = useState(0);

  useEffect(() => {
    const handleSelectionChange = () => {
      const selection = document.getSelection();
      const paragraph = paragraphRef.current;
      if (
        !selection ||
        !paragraph ||
        selection.isCollapsed ||
        selection.rangeCount === 0 ||
        !paragraph.contains(selection.anchorNode) ||
        !paragraph.contains(selection.focusNode)
      ) {
        setAnchor(null);
        return;
      }
      const range = selection.getRangeAt(0);
      setCount(selection.toString().trim().length);
      // The popper calls this whenever it measures, so it follows the range.
      setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
    };
    document.addEventListener('selectionchange', handleSelectionChange);
    return () => document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Tooltip
        title={`${count} characters selected`}
        open={anchor !== null}
        arrow
        placement="top"
        describeChild
        disableHoverListener
        disableFocusListener
        disableTouchListener
        PopperProps={{ anchorEl: anchor }}
      >
        <Typography ref={paragraphRef}>
          Select a few words of this paragraph. The tooltip points at the selection instead of the
          paragraph, because its popper is anchored to a virtual element built from the selected
          range.
        </Typography>
      </Tooltip>
    </Box>
  );
}
