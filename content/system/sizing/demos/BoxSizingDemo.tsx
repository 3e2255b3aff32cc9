import Box from '@mui/system/Box';

export default function BoxSizingDemo() {
  return (
    <Box sx={{ width: 300, maxWidth: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', color: 'text.primary' }}>
      <Box sx={{ width: 1, p: 2, border: 4, borderColor: 'warning.main', boxSizing: 'content-box', mb: 1 }}>
        content-box: width 1 plus padding and border overflow
      </Box>
      <Box sx={{ width: 1, p: 2, border: 4, borderColor: 'success.main', boxSizing: 'border-box' }}>
        border-box: fits exactly
      </Box>
    </Box>
  );
}
