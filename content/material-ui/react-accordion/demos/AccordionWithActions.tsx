import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const initialAddress = '12 Harbour Street, Bristol';

export default function AccordionWithActions() {
  const [expanded, setExpanded] = useState(false);
  const [saved, setSaved] = useState(initialAddress);
  const [draft, setDraft] = useState(initialAddress);

  const handleCancel = () => {
    setDraft(saved);
    setExpanded(false);
  };

  const handleSave = () => {
    setSaved(draft);
    setExpanded(false);
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="actions-address-content"
        id="actions-address-header"
      >
        <Typography sx={{ width: '40%', flexShrink: 0 }}>Delivery address</Typography>
        <Typography color="text.secondary" noWrap>
          {saved}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <TextField
          label="Street and city"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          fullWidth
          size="small"
        />
      </AccordionDetails>
      <AccordionActions>
        <Button onClick={handleCancel}>Cancel</Button>
        <Button variant="contained" onClick={handleSave} disabled={draft.trim() === ''}>
          Save
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
