import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function AccordionSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      {sizes.map((size) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            size=&quot;{size}&quot;
          </Typography>
          <AccordionGroup size={size} variant="outlined">
            <Accordion>
              <AccordionSummary>Opening hours</AccordionSummary>
              <AccordionDetails>Monday to Friday, 9:00 to 18:00.</AccordionDetails>
            </Accordion>
            <Accordion>
              <AccordionSummary>Parking</AccordionSummary>
              <AccordionDetails>Free spaces behind the building.</AccordionDetails>
            </Accordion>
          </AccordionGroup>
        </div>
      ))}
    </Stack>
  );
}
