import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function PortalEvents() {
  const [clicks, setClicks] = useState(0);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);

  return (
    <div>
      {/* This handler also receives clicks from the portaled button. */}
      <Box
        onClick={() => setClicks((count) => count + 1)}
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="body2">
          Clicks counted by this box: <strong>{clicks}</strong>
        </Typography>
        <Portal container={() => container}>
          <Button variant="contained" size="small">
            Click me
          </Button>
        </Portal>
      </Box>
      <Box
        ref={setContainer}
        sx={{
          mt: 2,
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </div>
  );
}
