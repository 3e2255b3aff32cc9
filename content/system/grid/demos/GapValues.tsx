import Box from '@mui/system/Box';

const cell = { p: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1, textAlign: 'center' };

export default function GapValues() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, color: 'text.primary' }}>
      {[
        { label: 'gap: 1', sx: { gap: 1 } },
        { label: 'gap: 3', sx: { gap: 3 } },
        { label: 'rowGap: 3, columnGap: 1', sx: { rowGap: 3, columnGap: 1 } },
      ].map((example) => (
        <Box key={example.label}>
          <Box component="code" sx={{ fontSize: 13 }}>{example.label}</Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 64px)', mt: 1, ...example.sx }}>
            {[1, 2, 3, 4].map((n) => (
              <Box key={n} sx={cell}>
                {n}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
