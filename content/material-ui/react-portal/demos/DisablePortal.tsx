import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />
        }
        label="disablePortal"
      />
      <Box sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Parent in the React tree
        </Typography>
        <Portal container={() => container} disablePortal={disablePortal}>
          <Chip color="primary" label="Portal content" />
        </Portal>
      </Box>
      <Box
        ref={setContainer}
        sx={{
          p: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Portal container
        </Typography>
      </Box>
    </Stack>
  );
}
