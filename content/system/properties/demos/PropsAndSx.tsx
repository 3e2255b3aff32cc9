import Box from '@mui/system/Box';

export default function PropsAndSx() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* Each system property as a prop of Box… */}
      <Box p={2} border={1} borderColor="primary.main" borderRadius={2} color="text.primary" width={150}>
        As props
      </Box>
      {/* …or as a key of sx: the same CSS. */}
      <Box sx={{ p: 2, border: 1, borderColor: 'primary.main', borderRadius: 2, color: 'text.primary', width: 150 }}>
        In sx
      </Box>
    </Box>
  );
}
