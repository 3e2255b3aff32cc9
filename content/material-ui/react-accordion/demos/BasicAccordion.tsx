import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer:
      'Orders leave our warehouse within one business day. Delivery takes two to four days within the EU and up to ten days elsewhere.',
  },
  {
    id: 'returns',
    question: 'Can I return an item?',
    answer:
      'Yes. Unused items can be returned within 30 days. Start a return from your order history and print the prepaid label.',
  },
  {
    id: 'gift',
    question: 'Do you offer gift wrapping?',
    answer:
      'Gift wrapping is available at checkout for most items. You can add a personal note of up to 200 characters.',
  },
];

export default function BasicAccordion() {
  return (
    <div>
      {questions.map(({ id, question, answer }) => (
        <Accordion key={id}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`basic-${id}-content`}
            id={`basic-${id}-header`}
          >
            <Typography>{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
