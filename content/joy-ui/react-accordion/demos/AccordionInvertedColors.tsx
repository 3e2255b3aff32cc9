import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

export default function AccordionInvertedColors() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}
    >
      <Typography level="title-lg" sx={{ mb: 1 }}>
        Help centre
      </Typography>
      <AccordionGroup>
        <Accordion>
          <AccordionSummary>Reset my password</AccordionSummary>
          <AccordionDetails>Use the link on the sign-in page; it stays valid for one hour.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Change my e-mail address</AccordionSummary>
          <AccordionDetails>Open Settings, then Account, and confirm the new address.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Sheet>
  );
}
