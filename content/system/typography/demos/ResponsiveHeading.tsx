import Box from '@mui/system/Box';

export default function ResponsiveHeading() {
  return (
    <Box
      component="h2"
      sx={{
        m: 0,
        color: 'text.primary',
        typography: { xs: 'h6', sm: 'h5', md: 'h4' },
        textAlign: { xs: 'center', md: 'start' },
      }}
    >
      Plans for teams of every size
    </Box>
  );
}
