import { useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';

const sections = [
  {
    label: 'Inbox',
    text: 'Three new messages.',
    fab: { label: 'Compose', icon: <EditIcon /> },
  },
  {
    label: 'Tasks',
    text: 'Five open tasks.',
    fab: { label: 'Add task', icon: <AddIcon /> },
  },
  {
    label: 'Done',
    text: 'Twelve tasks completed.',
    fab: { label: 'Export report', icon: <DownloadIcon /> },
  },
];

export default function FabTransition() {
  const theme = useTheme();
  const [tab, setTab] = useState(0);
  const duration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', maxWidth: 400, height: 220, mx: 'auto' }}
    >
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label="Mail sections"
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`fab-transition-tab-${index}`}
            aria-controls={`fab-transition-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={tab !== index}
          id={`fab-transition-panel-${index}`}
          aria-labelledby={`fab-transition-tab-${index}`}
          sx={{ p: 2 }}
        >
          <Typography>{section.text}</Typography>
        </Box>
      ))}
      {sections.map((section, index) => (
        <Zoom
          key={section.label}
          in={tab === index}
          timeout={duration}
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab
            color="primary"
            aria-label={section.fab.label}
            sx={{ position: 'absolute', right: 16, bottom: 16 }}
          >
            {section.fab.icon}
          </Fab>
        </Zoom>
      ))}
    </Paper>
  );
}
