import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FontTokensInSx() {
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontSize: 'xl2', fontWeight: 'xl', lineHeight: 'xs' }}>Quarterly revenue</Typography>
      <Typography sx={{ fontSize: 'sm', fontWeight: 'sm', color: 'text.tertiary' }}>Updated every morning</Typography>
      <Typography sx={{ fontFamily: 'code', fontSize: 'sm' }}>npm run report -- --quarter Q3</Typography>
    </Stack>
  );
}
