import Box from '@mui/material/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        width: 240,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      A Box is a div with access to the theme through the sx prop.
    </Box>
  );
}
