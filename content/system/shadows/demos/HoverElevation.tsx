import Box from '@mui/system/Box';

export default function HoverElevation() {
  return (
    <Box
      component="a"
      href="#elevation-on-hover"
      sx={{
        display: 'block',
        maxWidth: 300,
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        boxShadow: 1,
        transition: 'box-shadow 200ms',
        '&:hover, &:focus-visible': { boxShadow: 8 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ fontWeight: 'bold' }}>Getting started guide</Box>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Hover or focus to lift the card.</Box>
    </Box>
  );
}
