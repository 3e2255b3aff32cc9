import Box from '@mui/system/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        p: 2,
        maxWidth: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      A Box is a div with the sx prop: hover me.
    </Box>
  );
}
