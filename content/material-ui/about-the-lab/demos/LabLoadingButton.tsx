import { useEffect, useState } from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';

export default function LabLoadingButton() {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saving) return undefined;
    const timer = setTimeout(() => {
      setSaving(false);
      setSaved(true);
    }, 1500);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <LoadingButton
        variant="contained"
        loading={saving}
        loadingPosition="start"
        startIcon={<SaveIcon />}
        onClick={() => {
          setSaved(false);
          setSaving(true);
        }}
      >
        Save draft
      </LoadingButton>
      <Typography variant="body2" color="text.secondary" role="status">
        {saving ? 'Saving…' : saved ? 'Draft saved' : ''}
      </Typography>
    </Stack>
  );
}
