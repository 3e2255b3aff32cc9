import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';

export default function SimpleFade() {
  const [saved, setSaved] = useState(false);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 56 }}>
      <Button variant="contained" onClick={() => setSaved((value) => !value)}>
        {saved ? 'Edit again' : 'Save changes'}
      </Button>
      <Fade in={saved}>
        <Alert severity="success" sx={{ py: 0 }}>
          All changes saved
        </Alert>
      </Fade>
    </Box>
  );
}
