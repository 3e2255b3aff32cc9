import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

const filters = ['In stock', 'Free delivery', 'On sale'];

export default function ContainedDrawer() {
  const [open, setOpen] = useState(false);

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 480,
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="subtitle1" gutterBottom>
        Products
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        // Render in place instead of a portal, and fill the box instead of the window.
        ModalProps={{ disablePortal: true, disableScrollLock: true }}
        sx={{ position: 'absolute', '& .MuiBackdrop-root': { position: 'absolute' } }}
        PaperProps={{ sx: { position: 'absolute', width: 220, p: 2 } }}
      >
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Filters
        </Typography>
        <FormGroup>
          {filters.map((filter) => (
            <FormControlLabel key={filter} control={<Checkbox />} label={filter} />
          ))}
        </FormGroup>
        <Button sx={{ mt: 1, alignSelf: 'flex-start' }} onClick={() => setOpen(false)}>
          Apply
        </Button>
      </Drawer>
    </Box>
  );
}
