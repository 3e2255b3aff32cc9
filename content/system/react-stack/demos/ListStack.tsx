import Stack from '@mui/system/Stack';
import Box from '@mui/system/Box';

export default function ListStack() {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3, color: 'text.primary' }}>
      <Box component="li">Preheat the oven to 200 °C.</Box>
      <Box component="li">Toss the vegetables in olive oil.</Box>
      <Box component="li">Roast for 25 minutes, turning once.</Box>
    </Stack>
  );
}
