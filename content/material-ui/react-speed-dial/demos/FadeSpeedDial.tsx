import { isValidElement, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import type { TransitionProps } from '@mui/material/transitions';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import FormatColorFillIcon from '@mui/icons-material/FormatColorFill';

const actions = [
  { name: 'Cut', icon: <ContentCutIcon /> },
  { name: 'Paste', icon: <ContentPasteIcon /> },
  { name: 'Fill colour', icon: <FormatColorFillIcon /> },
];

// SpeedDial types its TransitionComponent's children as any node, Fade wants one element.
function FadeTransition({ children, ...props }: TransitionProps) {
  return isValidElement(children) ? <Fade {...props}>{children}</Fade> : null;
}

export default function FadeSpeedDial() {
  const [hidden, setHidden] = useState(false);

  return (
    <Box sx={{ height: 280, position: 'relative', flexGrow: 1 }}>
      <Button variant="outlined" onClick={() => setHidden(!hidden)}>
        {hidden ? 'Show the dial' : 'Hide the dial'}
      </Button>
      <SpeedDial
        ariaLabel="Edit tools"
        hidden={hidden}
        // The transition of `hidden`: a slow fade instead of the default zoom.
        TransitionComponent={FadeTransition}
        transitionDuration={600}
        icon={<SpeedDialIcon />}
        FabProps={{ color: 'secondary', size: 'medium' }}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            FabProps={{ size: 'medium' }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
