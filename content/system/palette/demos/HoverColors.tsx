import Box from '@mui/system/Box';

export default function HoverColors() {
  return (
    <Box
      component="a"
      href="#hover-and-state-colours"
      sx={{
        display: 'inline-block',
        px: 2,
        py: 1,
        borderRadius: 1,
        color: 'primary.main',
        textDecoration: 'none',
        border: 1,
        borderColor: 'primary.main',
        '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: '2px' },
      }}
    >
      Hover or focus this link
    </Box>
  );
}
