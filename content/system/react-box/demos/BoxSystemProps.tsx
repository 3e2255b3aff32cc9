import Box from '@mui/system/Box';

export default function BoxSystemProps() {
  return (
    <Box display="flex" flexWrap="wrap" gap={2}>
      <Box p={2} bgcolor="primary.main" color="primary.contrastText" borderRadius={1}>
        p, bgcolor, color
      </Box>
      <Box p={{ xs: 1, sm: 3 }} border={1} borderColor="secondary.main" color="text.primary">
        responsive p
      </Box>
    </Box>
  );
}
