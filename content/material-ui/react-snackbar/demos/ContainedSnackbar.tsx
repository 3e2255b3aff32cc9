import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function ContainedSnackbar() {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 340,
        height: 260,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        p: 2,
      }}
    >
      <Typography variant="subtitle1">Shopping list</Typography>
      <Typography variant="body2" color="text.secondary">
        {count === 0 ? 'No items yet.' : `${count} item${count === 1 ? '' : 's'}`}
      </Typography>
      <Fab
        color="primary"
        size="medium"
        aria-label="Add an item"
        onClick={() => {
          setCount((previous) => previous + 1);
          setOpen(true);
        }}
        sx={{ position: 'absolute', right: 16, bottom: 16 }}
      >
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        message="Item added"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setCount((previous) => Math.max(0, previous - 1));
              setOpen(false);
            }}
          >
            Undo
          </Button>
        }
        // Inside the box, above the floating button, instead of fixed to the window.
        // The sm values override the offsets Snackbar sets from that breakpoint up.
        sx={{
          position: 'absolute',
          left: { xs: 16, sm: 16 },
          right: { xs: 16, sm: 16 },
          bottom: { xs: 88, sm: 88 },
        }}
      />
    </Box>
  );
}
