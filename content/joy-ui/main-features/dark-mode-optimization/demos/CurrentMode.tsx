import { useEffect, useState } from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

export default function CurrentMode() {
  const { mode, systemMode } = useColorScheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (!mounted) {
    return <Typography level="body-sm">Reading the color mode…</Typography>;
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography level="body-sm">Chosen mode:</Typography>
      <Chip variant="soft" color="primary">
        {mode ?? 'unknown'}
      </Chip>
      {mode === 'system' && (
        <>
          <Typography level="body-sm">System prefers:</Typography>
          <Chip variant="soft">{systemMode ?? 'unknown'}</Chip>
        </>
      )}
    </Stack>
  );
}
