import { useState, type ReactElement } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// Accordion's TransitionComponent may be called without children, while Fade needs one.
function FadeTransition({ children, ...props }: TransitionProps & { children?: ReactElement }) {
  return children ? <Fade {...props}>{children}</Fade> : null;
}

export default function AccordionTransition() {
  const [expanded, setExpanded] = useState(false);

  return (
    <div>
      <Accordion
        expanded={expanded}
        onChange={(_event, isExpanded) => setExpanded(isExpanded)}
        TransitionComponent={FadeTransition}
        TransitionProps={{ timeout: 400 }}
        sx={{
          // Fade only hides its child: without this the closed panel keeps its height.
          '& .MuiAccordion-region': {
            height: expanded ? 'auto' : 0,
            overflow: 'hidden',
          },
        }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="fade-panel-content"
          id="fade-panel-header"
        >
          <Typography>Fade instead of collapse</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            The content fades in over 400 ms once the panel is open, instead of growing from zero
            height.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion TransitionProps={{ timeout: 800 }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="slow-panel-content"
          id="slow-panel-header"
        >
          <Typography>Slower collapse (800 ms)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            The default Collapse, with a fixed duration instead of one computed from the
            content&apos;s height.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
