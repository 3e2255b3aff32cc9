import Box from '@mui/system/Box';

export default function BorderResponsive() {
  return (
    <Box
      sx={{
        p: 2,
        color: 'text.primary',
        border: { xs: 0, sm: 1 },
        borderLeft: { xs: 4, sm: 1 },
        borderColor: 'info.main',
        borderRadius: { xs: 0, md: 3 },
      }}
    >
      A left rule on phones, a full border from 600px, rounded corners from 900px. Resize the window to see
      it change.
    </Box>
  );
}
