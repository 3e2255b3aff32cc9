import Box from '@mui/system/Box';

export default function PrintOnly() {
  return (
    <Box sx={{ color: 'text.primary' }}>
      <Box sx={{ displayPrint: 'none', p: 1.5, border: 1, borderColor: 'warning.main', borderRadius: 1, mb: 1 }}>
        On screen only: this reminder is hidden when the page is printed.
      </Box>
      <Box sx={{ display: 'none', displayPrint: 'block' }}>Printed on 12 March. Keep this receipt.</Box>
      <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        Order #40381 · 3 items · €86.40 (on screen and on paper)
      </Box>
    </Box>
  );
}
