import { useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';

export default function SimpleZoom() {
  const [checked, setChecked] = useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch checked={checked} onChange={() => setChecked((value) => !value)} />
        }
        label="Show actions"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, minHeight: 56 }}>
        <Zoom in={checked}>
          <Fab color="primary" aria-label="Edit">
            <EditIcon />
          </Fab>
        </Zoom>
        <Zoom in={checked} style={{ transitionDelay: checked ? '150ms' : '0ms' }}>
          <Fab color="secondary" aria-label="Share">
            <ShareIcon />
          </Fab>
        </Zoom>
      </Box>
    </Box>
  );
}
