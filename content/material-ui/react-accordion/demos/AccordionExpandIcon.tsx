import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

const questions = [
  {
    id: 'trial',
    question: 'How long is the free trial?',
    answer: 'Fourteen days, with every feature of the Team plan. No card is needed to start.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel at any time?',
    answer: 'Yes. Your workspace stays readable until the end of the period you paid for.',
  },
];

export default function AccordionExpandIcon() {
  const [open, setOpen] = useState<string[]>([]);

  const toggle = (id: string) => (_event: unknown, isExpanded: boolean) => {
    setOpen((current) => (isExpanded ? [...current, id] : current.filter((item) => item !== id)));
  };

  return (
    <div>
      {questions.map((item) => {
        const expanded = open.includes(item.id);
        return (
          <Accordion key={item.id} expanded={expanded} onChange={toggle(item.id)}>
            <AccordionSummary
              // A plus that becomes a minus: swap the icon and cancel the default half turn.
              expandIcon={expanded ? <RemoveIcon /> : <AddIcon />}
              sx={{
                [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]:
                  { transform: 'none' },
              }}
              aria-controls={`icon-${item.id}-content`}
              id={`icon-${item.id}-header`}
            >
              <Typography>{item.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
