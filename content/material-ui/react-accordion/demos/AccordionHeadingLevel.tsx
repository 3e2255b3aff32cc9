import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface HeadingSummaryProps {
  id: string;
  'aria-controls': string;
  children: ReactNode;
}

// Accordion reads `id` and `aria-controls` from the props of its first child,
// so this wrapper takes them and hands them on to the summary inside the heading.
function HeadingSummary({ id, 'aria-controls': ariaControls, children }: HeadingSummaryProps) {
  return (
    <Typography component="h3" variant="body1">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={id} aria-controls={ariaControls}>
        {children}
      </AccordionSummary>
    </Typography>
  );
}

export default function AccordionHeadingLevel() {
  return (
    <div>
      <Accordion>
        <HeadingSummary id="heading-shipping-header" aria-controls="heading-shipping-content">
          Shipping times
        </HeadingSummary>
        <AccordionDetails>
          <Typography>
            Orders placed before 2 pm leave the warehouse the same day and arrive in two to four
            working days.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <HeadingSummary id="heading-returns-header" aria-controls="heading-returns-content">
          Returns
        </HeadingSummary>
        <AccordionDetails>
          <Typography>
            Unused items can be sent back within 30 days. The return label is in the box.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
