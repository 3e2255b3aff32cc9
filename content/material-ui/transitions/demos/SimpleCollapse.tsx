import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function Note() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 220 }}>
      <Typography variant="body2">
        Your trial ends in 5 days. Add a payment method to keep your projects and history.
      </Typography>
    </Paper>
  );
}

export default function SimpleCollapse() {
  const [checked, setChecked] = useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch checked={checked} onChange={() => setChecked((value) => !value)} />
        }
        label="Show"
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, minHeight: 150 }}>
        <Collapse in={checked}>
          <Note />
        </Collapse>
        <Collapse in={checked} collapsedSize={48}>
          <Note />
        </Collapse>
        <Collapse in={checked} orientation="horizontal">
          <Note />
        </Collapse>
      </Stack>
    </Box>
  );
}
