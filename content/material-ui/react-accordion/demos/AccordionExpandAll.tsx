import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const chapters = [
  {
    id: 'install',
    title: 'Install the app',
    body: 'Download the installer and follow the three prompts.',
  },
  {
    id: 'sign-in',
    title: 'Sign in',
    body: 'Use your work email. A code arrives within a minute.',
  },
  {
    id: 'invite',
    title: 'Invite your team',
    body: 'Paste a list of addresses, one per line, and press Send.',
  },
];

export default function AccordionExpandAll() {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({
    install: true,
  });

  const setAll = (value: boolean) =>
    setExpanded(Object.fromEntries(chapters.map((chapter) => [chapter.id, value])));

  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button size="small" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      {chapters.map((chapter) => (
        <Accordion
          key={chapter.id}
          expanded={expanded[chapter.id] ?? false}
          onChange={(_event, isExpanded) =>
            setExpanded((current) => ({ ...current, [chapter.id]: isExpanded }))
          }
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`all-${chapter.id}-content`}
            id={`all-${chapter.id}-header`}
          >
            <Typography>{chapter.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{chapter.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
