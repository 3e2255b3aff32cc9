import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Box from '@mui/joy/Box';

export default function ScopedBaselineColorScheme() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <ScopedCssBaseline sx={{ p: 1.5, borderRadius: 'sm', border: '1px solid', borderColor: 'divider' }}>
        <label htmlFor="baseline-scheme-on">Native field (color-scheme set)</label>
        <input id="baseline-scheme-on" type="date" defaultValue="2026-03-14" style={{ display: 'block', marginTop: 8 }} />
      </ScopedCssBaseline>
      <ScopedCssBaseline
        disableColorScheme
        sx={{ p: 1.5, borderRadius: 'sm', border: '1px solid', borderColor: 'divider' }}
      >
        <label htmlFor="baseline-scheme-off">Native field (disableColorScheme)</label>
        <input id="baseline-scheme-off" type="date" defaultValue="2026-03-14" style={{ display: 'block', marginTop: 8 }} />
      </ScopedCssBaseline>
    </Box>
  );
}
