import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

export default function AccordionBasic() {
  return (
    <AccordionGroup sx={{ maxWidth: 420 }}>
      <Accordion>
        <AccordionSummary>How long does shipping take?</AccordionSummary>
        <AccordionDetails>
          Orders leave our warehouse within two working days and usually arrive three to five days later.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I return an item?</AccordionSummary>
        <AccordionDetails>
          Yes. Send it back unused within 30 days and we refund the full price.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Do you ship abroad?</AccordionSummary>
        <AccordionDetails>
          We deliver to every country in the European Union and to the United Kingdom.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
