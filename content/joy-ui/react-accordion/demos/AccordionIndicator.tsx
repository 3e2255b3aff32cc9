import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AddIcon from '@mui/icons-material/Add';

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 420,
        [`& .${accordionSummaryClasses.indicator}`]: {
          transition: '0.2s',
        },
        [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: {
          transform: 'rotate(45deg)',
        },
      }}
    >
      <Accordion>
        <AccordionSummary indicator={<AddIcon />}>What is included in the plan?</AccordionSummary>
        <AccordionDetails>Unlimited projects, 50 GB of storage and e-mail support.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary indicator={<AddIcon />}>Can I cancel at any time?</AccordionSummary>
        <AccordionDetails>Yes. The plan stays active until the end of the paid month.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
