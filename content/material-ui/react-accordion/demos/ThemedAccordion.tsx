import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// ThemeProvider calls this with the surrounding theme: the copy changes only
// the accordion components and keeps the rest (palette, colour mode…).
const withFlatAccordions = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiAccordion: {
      defaultProps: { disableGutters: true, elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          borderBottom: `1px solid ${theme.palette.divider}`,
          '&::before': { display: 'none' },
        }),
      },
    },
    MuiAccordionSummary: {
      defaultProps: { expandIcon: <ExpandMoreIcon /> },
      styleOverrides: {
        content: ({ theme }) => ({
          fontWeight: theme.typography.fontWeightMedium,
        }),
      },
    },
  },
});

export default function ThemedAccordion() {
  return (
    <ThemeProvider theme={withFlatAccordions}>
      <Accordion>
        <AccordionSummary aria-controls="themed-hours-content" id="themed-hours-header">
          Opening hours
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Monday to Friday, 8 am to 6 pm. Saturday, 9 am to noon.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary aria-controls="themed-parking-content" id="themed-parking-header">
          Parking
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Free for visitors in the garage under the building, level -1.</Typography>
        </AccordionDetails>
      </Accordion>
    </ThemeProvider>
  );
}
