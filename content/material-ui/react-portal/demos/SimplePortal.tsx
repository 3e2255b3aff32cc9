import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function SimplePortal() {
  const [show, setShow] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);

  return (
    <div>
      <Button variant="outlined" onClick={() => setShow((value) => !value)}>
        {show ? 'Unmount' : 'Mount'} the message
      </Button>
      <Box
        sx={{ p: 1, my: 1, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          The Portal is declared here, in the React tree.
        </Typography>
        {show ? (
          <Portal container={() => container}>
            <Alert severity="info">Rendered in the other box.</Alert>
          </Portal>
        ) : null}
      </Box>
      <Box
        ref={setContainer}
        sx={{ p: 1, border: '1px dashed', borderColor: 'primary.main', borderRadius: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          The message appears here, in this element of the DOM.
        </Typography>
      </Box>
    </div>
  );
}
