import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionStates() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="states-overview-content"
          id="states-overview-header"
        >
          <Typography>Overview</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            This section starts expanded because it holds the information most readers
            need first: the plan includes 5 seats, 50 GB of storage and email support.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="states-billing-content"
          id="states-billing-header"
        >
          <Typography>Billing history</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            Three invoices, all paid. The next one is due on the 1st.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="states-sso-content"
          id="states-sso-header"
        >
          <Typography>Single sign-on (Enterprise plan only)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            Connect your identity provider to manage access centrally.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
