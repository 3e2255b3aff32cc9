import Box from '@mui/system/Box';

export default function AlignAndTransform() {
  return (
    <Box sx={{ color: 'text.primary', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ textAlign: 'start', border: 1, borderColor: 'divider', p: 1 }}>textAlign: start</Box>
      <Box sx={{ textAlign: 'center', border: 1, borderColor: 'divider', p: 1 }}>textAlign: center</Box>
      <Box sx={{ textAlign: 'end', border: 1, borderColor: 'divider', p: 1 }}>textAlign: end</Box>
      <Box sx={{ textTransform: 'uppercase', letterSpacing: '0.12em', fontSize: 13 }}>
        uppercase with letterSpacing 0.12em
      </Box>
      <Box sx={{ textTransform: 'capitalize' }}>capitalize every word of this line</Box>
    </Box>
  );
}
