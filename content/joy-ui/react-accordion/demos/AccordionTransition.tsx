import * as React from 'react';
import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const transitions = {
  default: '0.2s ease',
  slow: '0.6s ease-in-out',
  asymmetric: { initial: '0.3s ease-out', expanded: '0.3s cubic-bezier(0.2, 0.8, 0.2, 1.2)' },
  none: '0s',
} as const;

type TransitionName = keyof typeof transitions;

export default function AccordionTransition() {
  const [name, setName] = React.useState<TransitionName>('slow');
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <ToggleButtonGroup
        size="sm"
        value={name}
        onChange={(_event, value) => value && setName(value)}
        aria-label="Transition"
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(transitions) as TransitionName[]).map((key) => (
          <Button key={key} value={key}>
            {key}
          </Button>
        ))}
      </ToggleButtonGroup>
      <AccordionGroup transition={transitions[name]}>
        <Accordion>
          <AccordionSummary>Delivery options</AccordionSummary>
          <AccordionDetails>
            Standard delivery takes three to five days. Express delivery arrives the next working
            day when you order before 14:00.
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Gift wrapping</AccordionSummary>
          <AccordionDetails>
            Add recycled paper wrapping and a handwritten card for two euros.
          </AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
