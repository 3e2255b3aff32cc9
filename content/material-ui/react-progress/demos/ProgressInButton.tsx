import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';

export default function ProgressInButton() {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleSave = () => {
    setSaving(true);
    setSaved(false);
    timer.current = setTimeout(() => {
      setSaving(false);
      setSaved(true);
    }, 2000);
  };

  let icon = <SaveIcon />;
  if (saving) {
    icon = <CircularProgress size={18} color="inherit" aria-hidden />;
  } else if (saved) {
    icon = <CheckIcon />;
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Button
        variant="contained"
        color={saved ? 'success' : 'primary'}
        startIcon={icon}
        onClick={handleSave}
        disabled={saving}
        aria-busy={saving}
        sx={{ minWidth: 150 }}
      >
        {saving ? 'Saving…' : saved ? 'Saved' : 'Save changes'}
      </Button>
    </Box>
  );
}
