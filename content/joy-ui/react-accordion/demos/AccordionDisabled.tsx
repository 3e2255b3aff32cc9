import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

export default function AccordionDisabled() {
  return (
    <AccordionGroup sx={{ maxWidth: 420 }}>
      <Accordion>
        <AccordionSummary>Profile</AccordionSummary>
        <AccordionDetails>Your name, photo and short biography.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>Team settings (owners only)</AccordionSummary>
        <AccordionDetails>Invite and remove members.</AccordionDetails>
      </Accordion>
      <Accordion defaultExpanded disabled>
        <AccordionSummary>Plan (locked while a payment is pending)</AccordionSummary>
        <AccordionDetails>Business plan, billed yearly.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
