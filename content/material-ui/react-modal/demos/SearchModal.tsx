import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';

const pages = ['Billing', 'Invoices', 'Team members', 'API keys', 'Notifications', 'Security'];

export default function SearchModal() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const results = pages.filter((page) => page.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <div>
      <Button variant="outlined" startIcon={<Search />} onClick={() => setOpen(true)}>
        Search settings
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        // Clear the query once the panel has faded out.
        onTransitionExited={() => setQuery('')}
        slotProps={{ backdrop: { sx: { backdropFilter: 'blur(4px)' } } }}
      >
        <Fade in={open}>
          <Box
            role="dialog"
            aria-label="Search settings"
            sx={{
              position: 'absolute',
              top: { xs: 16, sm: 80 },
              left: '50%',
              transform: 'translateX(-50%)',
              width: 480,
              maxWidth: 'calc(100% - 32px)',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 24,
              p: 2,
            }}
          >
            <TextField
              id="search-modal-query"
              label="Search settings"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              fullWidth
              autoFocus
            />
            {results.length > 0 ? (
              <List dense aria-label="Results">
                {results.map((page) => (
                  <ListItemButton key={page} onClick={() => setOpen(false)}>
                    <ListItemText primary={page} />
                  </ListItemButton>
                ))}
              </List>
            ) : (
              <Typography sx={{ p: 2 }} color="text.secondary">
                No settings match “{query}”.
              </Typography>
            )}
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
