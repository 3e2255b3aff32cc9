import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

export default function AccordionCssVariables() {
  return (
    <AccordionGroup
      variant="soft"
      color="primary"
      sx={{
        maxWidth: 420,
        borderRadius: 'lg',
        '--ListItem-paddingY': '1rem',
        '--ListItem-paddingX': '1.25rem',
        '--AccordionDetails-transition': 'grid-template-rows 0.4s, padding-block 0.4s',
      }}
    >
      <Accordion defaultExpanded>
        <AccordionSummary>Roomier rows</AccordionSummary>
        <AccordionDetails>
          The padding variables of the list item set the space around each summary and its details.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Slower opening</AccordionSummary>
        <AccordionDetails>
          The details panel reads its transition from a CSS variable set on the group.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
