import { useState, type ReactNode, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';

function KeptPanel({ index, value, children }: { index: number; value: number; children: ReactNode }) {
  // The panel stays in the document while hidden, so its inputs keep their state.
  return (
    <Box
      role="tabpanel"
      hidden={value !== index}
      id={`kept-panel-${index}`}
      aria-labelledby={`kept-tab-${index}`}
      sx={{ pt: 2 }}
    >
      {children}
    </Box>
  );
}

export default function KeepMountedTabs() {
  const [value, setValue] = useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Tabs
        value={value}
        onChange={(_event: SyntheticEvent, next: number) => setValue(next)}
        aria-label="Message parts"
      >
        <Tab label="Subject" id="kept-tab-0" aria-controls="kept-panel-0" />
        <Tab label="Body" id="kept-tab-1" aria-controls="kept-panel-1" />
      </Tabs>
      <KeptPanel index={0} value={value}>
        <TextField id="kept-subject" label="Subject" fullWidth size="small" />
      </KeptPanel>
      <KeptPanel index={1} value={value}>
        <TextField id="kept-body" label="Message" fullWidth multiline minRows={3} />
      </KeptPanel>
    </Box>
  );
}
