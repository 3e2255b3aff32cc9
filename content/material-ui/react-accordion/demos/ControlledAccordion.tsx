import { useState, type SyntheticEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    id: 'profile',
    title: 'Profile',
    summary: 'Name, photo and bio',
    body: 'Your name and photo are visible to everyone in your workspace. The bio appears on your profile page.',
  },
  {
    id: 'notifications',
    title: 'Notifications',
    summary: 'Email and push',
    body: 'Choose which events send you an email: mentions, new comments, weekly summaries or none at all.',
  },
  {
    id: 'security',
    title: 'Security',
    summary: 'Password and two-factor authentication',
    body: 'Your password was last changed 4 months ago. Two-factor authentication is turned on.',
  },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = useState<string | false>('profile');

  const handleChange =
    (panel: string) => (_event: SyntheticEvent, isExpanded: boolean) => {
      setExpanded(isExpanded ? panel : false);
    };

  return (
    <div>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={handleChange(section.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`controlled-${section.id}-content`}
            id={`controlled-${section.id}-header`}
          >
            <Typography sx={{ width: '35%', flexShrink: 0 }}>{section.title}</Typography>
            <Typography color="text.secondary">{section.summary}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
