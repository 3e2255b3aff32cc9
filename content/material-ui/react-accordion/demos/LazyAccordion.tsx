import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const logEntries = Array.from({ length: 40 }, (_, index) => ({
  id: index,
  time: `09:${String(index).padStart(2, '0')}`,
  text: index % 5 === 0 ? 'Health check passed' : `Processed batch ${1040 + index}`,
}));

export default function LazyAccordion() {
  return (
    <Accordion TransitionProps={{ unmountOnExit: true }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="lazy-log-content"
        id="lazy-log-header"
      >
        <Typography>Server log ({logEntries.length} entries)</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ maxHeight: 240, overflow: 'auto' }}>
        <List dense disablePadding>
          {logEntries.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText primary={entry.text} secondary={entry.time} />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
