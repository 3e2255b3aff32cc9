import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';

export default function SharePopover() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [copied, setCopied] = useState(false);
  const open = Boolean(anchorEl);
  const link = 'https://example.com/boards/roadmap-2024';

  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => {
    setCopied(false);
    setAnchorEl(event.currentTarget);
  };

  return (
    <div>
      <Button
        variant="outlined"
        startIcon={<ShareIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={handleOpen}
      >
        Share
      </Button>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'share-popover-title',
            sx: { mt: 1, p: 2, width: 340, maxWidth: 'calc(100% - 32px)' },
          },
        }}
      >
        <Typography id="share-popover-title" variant="subtitle1" component="p">
          Share this board
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <TextField
            label="Link"
            size="small"
            value={link}
            fullWidth
            InputProps={{ readOnly: true }}
          />
          <Button
            variant="contained"
            onClick={() => {
              void navigator.clipboard?.writeText(link);
              setCopied(true);
            }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
      </Popover>
    </div>
  );
}
