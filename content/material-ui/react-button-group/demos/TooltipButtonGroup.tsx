import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';

const formats = [
  { id: 'bold', label: 'Bold', icon: <FormatBoldIcon /> },
  { id: 'italic', label: 'Italic', icon: <FormatItalicIcon /> },
  { id: 'underline', label: 'Underline', icon: <FormatUnderlinedIcon /> },
];

export default function TooltipButtonGroup() {
  const [active, setActive] = useState<string[]>(['bold']);

  const toggle = (id: string) =>
    setActive((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <ButtonGroup variant="outlined" aria-label="History">
        <Tooltip title="Undo">
          <Button aria-label="Undo">
            <UndoIcon />
          </Button>
        </Tooltip>
        {/* A disabled button fires no events: wrap it so the tooltip still works. */}
        <Tooltip title="Nothing to redo">
          <span>
            <Button aria-label="Redo" disabled sx={{ height: '100%' }}>
              <RedoIcon />
            </Button>
          </span>
        </Tooltip>
      </ButtonGroup>
      <ButtonGroup variant="outlined" aria-label="Text style">
        {formats.map((format) => {
          const pressed = active.includes(format.id);
          return (
            <Tooltip key={format.id} title={format.label}>
              <Button
                aria-label={format.label}
                aria-pressed={pressed}
                variant={pressed ? 'contained' : 'outlined'}
                disableElevation
                onClick={() => toggle(format.id)}
              >
                {format.icon}
              </Button>
            </Tooltip>
          );
        })}
      </ButtonGroup>
    </Stack>
  );
}
