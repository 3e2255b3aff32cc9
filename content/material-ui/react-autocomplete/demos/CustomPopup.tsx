import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const commands = [
  { label: 'Open file…', shortcut: 'Ctrl+O' },
  { label: 'Save all', shortcut: 'Ctrl+Alt+S' },
  { label: 'Toggle line comment', shortcut: 'Ctrl+/' },
  { label: 'Format document', shortcut: 'Shift+Alt+F' },
  { label: 'Go to symbol in workspace', shortcut: 'Ctrl+T' },
];

// The popup may be wider than the narrow field, starting at its left edge.
function WidePopper(props: PopperProps) {
  return (
    <Popper
      {...props}
      placement="bottom-start"
      style={{ width: 'max-content', maxWidth: 'calc(100vw - 32px)' }}
    />
  );
}

// The paper gets a footer under the list.
function PaperWithFooter({ children, ...other }: React.HTMLAttributes<HTMLElement>) {
  return (
    <Paper {...other}>
      {children}
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        // Clicking the footer must not take the focus away from the input.
        onMouseDown={(event) => event.preventDefault()}
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        ↑↓ to move, Enter to run, Esc to close
      </Typography>
    </Paper>
  );
}

export default function CustomPopup() {
  return (
    <Autocomplete
      id="custom-popup-command"
      options={commands}
      sx={{ width: 200 }}
      PopperComponent={WidePopper}
      PaperComponent={PaperWithFooter}
      slotProps={{ paper: { elevation: 8 } }}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props as typeof props & { key: string };
        return (
          <li key={key} {...optionProps}>
            <Typography component="span" sx={{ flexGrow: 1, mr: 3 }}>
              {option.label}
            </Typography>
            <Typography component="kbd" variant="body2" color="text.secondary">
              {option.shortcut}
            </Typography>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Command" />}
    />
  );
}
