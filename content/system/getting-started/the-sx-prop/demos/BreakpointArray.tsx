import Box from '@mui/system/Box';

export default function BreakpointArray() {
  return (
    <Box
      sx={{
        // Values in breakpoint order: xs, sm, md. null skips a breakpoint.
        fontSize: [16, 20, 28],
        p: [1, null, 3],
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        borderRadius: 1,
      }}
    >
      16px on phones, 20px from 600px, 28px from 900px.
    </Box>
  );
}
