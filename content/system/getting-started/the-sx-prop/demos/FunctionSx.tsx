import Box from '@mui/system/Box';

export default function FunctionSx() {
  return (
    <Box
      sx={(theme) => ({
        p: 2,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // Keys built from theme helpers: a media query string from the breakpoints.
        [theme.breakpoints.up('md')]: { p: 4, fontSize: 18 },
        [theme.breakpoints.down('sm')]: { textAlign: 'center' },
      })}
    >
      Centred on phones, roomier and larger from 900px.
    </Box>
  );
}
