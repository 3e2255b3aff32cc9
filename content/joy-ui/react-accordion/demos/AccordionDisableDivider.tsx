import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import { accordionClasses } from '@mui/joy/Accordion';

const topics = [
  { title: 'Invoices', body: 'Download every invoice as a PDF from the Billing tab.' },
  { title: 'Refunds', body: 'Refunds reach your account five to ten days after approval.' },
  { title: 'Taxes', body: 'Prices include VAT for customers inside the European Union.' },
];

export default function AccordionDisableDivider() {
  return (
    <AccordionGroup
      disableDivider
      sx={{
        maxWidth: 420,
        gap: 1,
        [`& .${accordionClasses.root}`]: {
          borderRadius: 'md',
          bgcolor: 'background.level1',
          '--ListItem-radius': 'var(--joy-radius-md)',
        },
      }}
    >
      {topics.map((topic) => (
        <Accordion key={topic.title}>
          <AccordionSummary>{topic.title}</AccordionSummary>
          <AccordionDetails>{topic.body}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
