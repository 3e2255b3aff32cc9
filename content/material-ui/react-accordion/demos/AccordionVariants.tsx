import Accordion, { type AccordionProps } from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const groups: Array<{ id: string; label: string; props: Partial<AccordionProps> }> = [
  { id: 'outlined', label: 'variant="outlined"', props: { variant: 'outlined' } },
  {
    id: 'flat',
    label: 'elevation={0} square disableGutters',
    props: { elevation: 0, square: true, disableGutters: true },
  },
];

const steps = ['Prepare the dough', 'Let it rise'];

export default function AccordionVariants() {
  return (
    <Stack spacing={4}>
      {groups.map((group) => (
        <div key={group.id}>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ mb: 1 }}
          >
            {group.label}
          </Typography>
          {steps.map((step, index) => (
            <Accordion key={step} {...group.props}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`variants-${group.id}-${index}-content`}
                id={`variants-${group.id}-${index}-header`}
              >
                <Typography>{step}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">
                  Step {index + 1} of the recipe. Expand the other step to compare the
                  spacing between open panels.
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      ))}
    </Stack>
  );
}
