import Box from '@mui/joy/Box';

const tokens = [
  { label: 'primary.softBg', sx: { bgcolor: 'primary.softBg', color: 'primary.softColor' } },
  { label: 'success.solidBg', sx: { bgcolor: 'success.solidBg', color: 'success.solidColor' } },
  { label: 'neutral.outlinedBorder', sx: { border: '2px solid', borderColor: 'neutral.outlinedBorder' } },
  { label: 'background.level2', sx: { bgcolor: 'background.level2' } },
];

export default function BoxThemeTokens() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {tokens.map((token) => (
        <Box
          key={token.label}
          sx={{ px: 2, py: 1.5, borderRadius: 'sm', fontFamily: 'code', fontSize: 'sm', ...token.sx }}
        >
          {token.label}
        </Box>
      ))}
    </Box>
  );
}
