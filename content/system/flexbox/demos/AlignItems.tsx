import Box from '@mui/system/Box';

const values = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'] as const;

export default function AlignItems() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary' }}>
      {values.map((value) => (
        <Box key={value} sx={{ width: 150 }}>
          <Box component="code" sx={{ fontSize: 13 }}>{value}</Box>
          <Box sx={{ display: 'flex', alignItems: value, gap: 0.5, height: 96, p: 0.5, border: 1, borderColor: 'divider' }}>
            <Box sx={{ px: 1, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>A</Box>
            <Box sx={{ px: 1, py: 1.5, fontSize: 20, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>B</Box>
            <Box sx={{ px: 1, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>C</Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
