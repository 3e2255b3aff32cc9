import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export default function SimpleSlide() {
  const [open, setOpen] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setContainer}
      sx={{
        position: 'relative',
        height: 180,
        width: '100%',
        maxWidth: 420,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Button variant="outlined" onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide filters' : 'Show filters'}
      </Button>
      <Slide in={open} direction="left" container={container}>
        <Paper
          elevation={6}
          sx={{ position: 'absolute', top: 0, right: 0, bottom: 0, width: 180, p: 2 }}
        >
          <Typography variant="subtitle2" component="p">
            Filters
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Price, brand and rating filters would go here.
          </Typography>
        </Paper>
      </Slide>
    </Box>
  );
}
