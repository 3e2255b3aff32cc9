import Box from '@mui/joy/Box';

export default function BoxPseudoSelectors() {
  return (
    <Box
      component="button"
      type="button"
      sx={{
        px: 2.5,
        py: 1,
        border: 'none',
        borderRadius: 'xl',
        cursor: 'pointer',
        fontFamily: 'body',
        fontWeight: 'lg',
        color: 'primary.solidColor',
        bgcolor: 'primary.solidBg',
        transition: 'transform 0.15s',
        '&:hover': { bgcolor: 'primary.solidHoverBg' },
        '&:active': { transform: 'scale(0.97)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.500', outlineOffset: '2px' },
      }}
    >
      A plain button styled with sx
    </Box>
  );
}
