import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function VirtualElementPopper() {
  const [anchorEl, setAnchorEl] = useState<PopperProps['anchorEl']>(null);
  const [words, setWords] = useState(0);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      setAnchorEl(null);
      return;
    }
    const range = selection.getRangeAt(0);
    setWords(selection.toString().trim().split(/\s+/).length);
    setAnchorEl({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  return (
    <div onMouseUp={handleMouseUp} onKeyUp={handleMouseUp}>
      <Typography sx={{ maxWidth: 520 }}>
        Select a few words of this paragraph with the mouse. The popper is anchored to a
        virtual element whose position is the rectangle around your selection, so it
        follows the text wherever it is on the page, even across several lines.
      </Typography>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="top">
        <Paper elevation={3} sx={{ px: 1.5, py: 0.5, mb: 1 }}>
          <Typography variant="body2">
            {words} {words === 1 ? 'word' : 'words'} selected
          </Typography>
        </Paper>
      </Popper>
    </div>
  );
}
