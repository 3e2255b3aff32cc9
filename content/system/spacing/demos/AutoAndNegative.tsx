import Box from '@mui/system/Box';

export default function AutoAndNegative() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, color: 'text.primary' }}>
      <Box sx={{ mx: 'auto', width: 200, p: 1, textAlign: 'center', border: 1, borderColor: 'primary.main', borderRadius: 1 }}>
        mx: &apos;auto&apos; centres me
      </Box>
      <Box sx={{ display: 'flex', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box>Logo</Box>
        <Box sx={{ ml: 'auto' }}>ml: &apos;auto&apos; pushes me right</Box>
      </Box>
      <Box sx={{ display: 'flex', pl: 2 }}>
        {['AK', 'BM', 'CS', 'DW'].map((initials, index) => (
          <Box
            key={initials}
            sx={{
              ml: index === 0 ? 0 : -1.5,
              width: 40,
              height: 40,
              borderRadius: '50%',
              border: 2,
              borderColor: 'background.paper',
              bgcolor: index % 2 ? 'primary.main' : 'secondary.main',
              color: 'common.white',
              display: 'grid',
              placeItems: 'center',
              fontSize: 13,
            }}
          >
            {initials}
          </Box>
        ))}
        <Box sx={{ alignSelf: 'center', ml: 1 }}>ml: -1.5 overlaps the avatars</Box>
      </Box>
    </Box>
  );
}
