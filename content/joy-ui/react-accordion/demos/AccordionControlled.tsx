import * as React from 'react';
import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Account details', body: 'Choose a user name and a password of at least twelve characters.' },
  { title: 'Billing address', body: 'The address printed on your invoices. You can change it later.' },
  { title: 'Payment method', body: 'Pay by card or by bank transfer; both are charged in euros.' },
];

export default function AccordionControlled() {
  const [openIndex, setOpenIndex] = React.useState<number | null>(0);
  return (
    <div>
      <AccordionGroup sx={{ maxWidth: 420 }}>
        {steps.map((step, index) => (
          <Accordion
            key={step.title}
            expanded={openIndex === index}
            onChange={(_event, expanded) => setOpenIndex(expanded ? index : null)}
          >
            <AccordionSummary>{step.title}</AccordionSummary>
            <AccordionDetails>{step.body}</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Open section: {openIndex === null ? 'none' : steps[openIndex]?.title}
      </Typography>
    </div>
  );
}
