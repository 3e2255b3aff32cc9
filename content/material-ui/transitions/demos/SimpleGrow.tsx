import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Grow from '@mui/material/Grow';

const cardStyle = { p: 2, width: 180, height: 100 } as const;

export default function SimpleGrow() {
  const [checked, setChecked] = useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch checked={checked} onChange={() => setChecked((value) => !value)} />
        }
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Grow in={checked}>
          <Paper elevation={4} sx={cardStyle}>
            <Typography variant="body2">Grows from the centre</Typography>
          </Paper>
        </Grow>
        <Grow
          in={checked}
          style={{ transformOrigin: '0 0 0' }}
          timeout={{ enter: 1000, exit: 300 }}
        >
          <Paper elevation={4} sx={cardStyle}>
            <Typography variant="body2">
              Grows from the top-left corner, more slowly
            </Typography>
          </Paper>
        </Grow>
      </Box>
    </Box>
  );
}
