import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function DisabledToggleButtons() {
  const [seat, setSeat] = React.useState<string | null>('aisle');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <ToggleButtonGroup value={seat} onChange={(event, newSeat) => setSeat(newSeat)} aria-label="Seat">
        <Button value="window" disabled>
          Window (sold out)
        </Button>
        <Button value="middle">Middle</Button>
        <Button value="aisle">Aisle</Button>
      </ToggleButtonGroup>
      <ToggleButtonGroup disabled value="aisle" aria-label="Seat, locked">
        <Button value="window">Window</Button>
        <Button value="middle">Middle</Button>
        <Button value="aisle">Aisle</Button>
      </ToggleButtonGroup>
    </Box>
  );
}
