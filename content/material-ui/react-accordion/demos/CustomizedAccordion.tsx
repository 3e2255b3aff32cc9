import { useState } from 'react';
import MuiAccordion, { type AccordionProps } from '@mui/material/Accordion';
import MuiAccordionSummary, {
  accordionSummaryClasses,
  type AccordionSummaryProps,
} from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const Accordion = styled((props: AccordionProps) => (
  <MuiAccordion disableGutters elevation={0} square {...props} />
))(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  '&:not(:last-of-type)': { borderBottom: 0 },
  '&::before': { display: 'none' },
}));

const AccordionSummary = styled((props: AccordionSummaryProps) => (
  <MuiAccordionSummary expandIcon={<ChevronRightIcon />} {...props} />
))(({ theme }) => ({
  flexDirection: 'row-reverse',
  gap: theme.spacing(1),
  backgroundColor: theme.palette.action.hover,
  [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]:
    {
      transform: 'rotate(90deg)',
    },
}));

const chapters = [
  {
    id: 'intro',
    title: 'Introduction',
    text: 'What the course covers and how to get the most from it.',
  },
  {
    id: 'setup',
    title: 'Setting up',
    text: 'Install the tools and create your first project.',
  },
  {
    id: 'deploy',
    title: 'Deploying',
    text: 'Publish the project and connect a custom domain.',
  },
];

export default function CustomizedAccordion() {
  const [expanded, setExpanded] = useState<string | false>('intro');

  return (
    <div>
      {chapters.map((chapter) => (
        <Accordion
          key={chapter.id}
          expanded={expanded === chapter.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? chapter.id : false)}
        >
          <AccordionSummary
            aria-controls={`customized-${chapter.id}-content`}
            id={`customized-${chapter.id}-header`}
          >
            <Typography>{chapter.title}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Typography>{chapter.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
