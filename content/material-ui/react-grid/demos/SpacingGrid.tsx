import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const spacings = [0, 0.5, 1, 2, 3, 4];

export default function SpacingGrid() {
  const [spacing, setSpacing] = useState(2);

  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={spacing}>
        {['first', 'second', 'third'].map((key) => (
          <Grid item key={key} xs={4}>
            <Paper sx={{ height: 80, bgcolor: 'action.selected' }} />
          </Grid>
        ))}
      </Grid>
      <Paper variant="outlined" sx={{ mt: 3, px: 2, py: 1 }}>
        <FormLabel id="spacing-grid-label">spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="spacing-grid-label"
          value={String(spacing)}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setSpacing(Number(event.target.value))
          }
        >
          {spacings.map((value) => (
            <FormControlLabel
              key={value}
              value={String(value)}
              control={<Radio />}
              label={String(value)}
            />
          ))}
        </RadioGroup>
      </Paper>
    </Box>
  );
}
