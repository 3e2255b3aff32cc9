import Box from '@mui/system/Box';

const address = `Ada Lovelace
12 Marylebone Road
London NW1 5LR`;

export default function WhiteSpaceDemo() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary' }}>
      <Box sx={{ whiteSpace: 'normal', p: 1, border: 1, borderColor: 'divider', width: 180 }}>{address}</Box>
      <Box sx={{ whiteSpace: 'pre-line', p: 1, border: 1, borderColor: 'divider', width: 180 }}>{address}</Box>
    </Box>
  );
}
