import { useState, type MouseEvent } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

export default function MultipleToggleButtons() {
  const [formats, setFormats] = useState<string[]>(['bold']);

  const handleChange = (_event: MouseEvent<HTMLElement>, next: string[]) => {
    setFormats(next);
  };

  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <ToggleButtonGroup
        value={formats}
        onChange={handleChange}
        aria-label="Text formatting"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underline" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        Quarterly report
      </Typography>
    </Stack>
  );
}
