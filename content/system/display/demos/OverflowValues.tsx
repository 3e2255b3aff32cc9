import Box from '@mui/system/Box';

const text =
  'Release 4.2 adds offline editing, faster search across large workspaces, and a new export to CSV that keeps your column order.';

export default function OverflowValues() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary' }}>
      <Box sx={{ width: 160, height: 72, overflow: 'hidden', border: 1, borderColor: 'divider', p: 1 }}>
        <strong>hidden</strong> {text}
      </Box>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Release notes, scrollable"
        sx={{ width: 160, height: 72, overflow: 'auto', border: 1, borderColor: 'divider', p: 1 }}
      >
        <strong>auto</strong> {text}
      </Box>
    </Box>
  );
}
