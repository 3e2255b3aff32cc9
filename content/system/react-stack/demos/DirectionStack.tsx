import Stack from '@mui/system/Stack';
import Box from '@mui/system/Box';

const item = { px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 };

export default function DirectionStack() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1}>
        <Box sx={item}>1</Box>
        <Box sx={item}>2</Box>
        <Box sx={item}>3</Box>
      </Stack>
      <Stack direction="row-reverse" spacing={1}>
        <Box sx={item}>1</Box>
        <Box sx={item}>2</Box>
        <Box sx={item}>3</Box>
      </Stack>
    </Stack>
  );
}
