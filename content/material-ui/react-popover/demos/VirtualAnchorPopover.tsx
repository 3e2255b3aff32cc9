import { useState } from 'react';
import Box from '@mui/material/Box';
import Popover, { type PopoverVirtualElement } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

interface SelectionInfo {
  anchor: PopoverVirtualElement;
  text: string;
}

export default function VirtualAnchorPopover() {
  const [selection, setSelection] = useState<SelectionInfo | null>(null);

  const handleSelectionEnd = (event: React.SyntheticEvent<HTMLElement>) => {
    const current = window.getSelection();
    if (!current || current.isCollapsed || current.rangeCount === 0) {
      return;
    }
    const range = current.getRangeAt(0);
    if (!event.currentTarget.contains(range.commonAncestorContainer)) {
      return;
    }
    const rect = range.getBoundingClientRect();
    setSelection({
      text: current.toString().trim(),
      // Not an element: an object that reports where the selected text is.
      anchor: {
        nodeType: 1,
        getBoundingClientRect: () => rect,
      },
    });
  };

  const words = selection ? selection.text.split(/\s+/).filter(Boolean).length : 0;

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography onMouseUp={handleSelectionEnd} onKeyUp={handleSelectionEnd}>
        Select a few words of this paragraph. The popover opens over the selected text, because its
        anchor is not an element but an object with a getBoundingClientRect method that returns the
        rectangle of the selection. The same works for a caret position, a point on a canvas or a
        cell of a chart.
      </Typography>
      <Popover
        open={selection !== null}
        anchorEl={selection?.anchor}
        onClose={() => setSelection(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { sx: { mt: -1, px: 2, py: 1 } } }}
      >
        <Typography variant="body2">
          {words} {words === 1 ? 'word' : 'words'}, {selection?.text.length ?? 0} characters
        </Typography>
      </Popover>
    </Box>
  );
}
