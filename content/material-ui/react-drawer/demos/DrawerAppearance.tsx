import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const recent = ['Quarterly report.pdf', 'Team photo.jpg', 'Budget 2024.xlsx'];

export default function DrawerAppearance() {
  const [open, setOpen] = useState(false);
  const [hideBackdrop, setHideBackdrop] = useState(false);
  const [slow, setSlow] = useState(false);

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <FormControlLabel
        control={
          <Switch checked={hideBackdrop} onChange={(event) => setHideBackdrop(event.target.checked)} />
        }
        label="Hide backdrop"
      />
      <FormControlLabel
        control={<Switch checked={slow} onChange={(event) => setSlow(event.target.checked)} />}
        label="Slow transition"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Recent files
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        hideBackdrop={hideBackdrop}
        elevation={hideBackdrop ? 24 : 16}
        transitionDuration={slow ? { enter: 900, exit: 600 } : undefined}
        PaperProps={{ sx: { borderTopRightRadius: 16, borderBottomRightRadius: 16 } }}
      >
        <Box sx={{ width: 260 }}>
          <List aria-label="Recent files">
            {recent.map((file) => (
              <ListItem key={file}>
                <ListItemText primary={file} />
              </ListItem>
            ))}
          </List>
          <Button sx={{ ml: 2 }} onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}
