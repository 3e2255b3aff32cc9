import Box from '@mui/system/Box';

const hiddenUntilFocused = {
  position: 'absolute',
  left: 8,
  top: 8,
  zIndex: 1,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  // Moved out of sight, and back when focused by the keyboard.
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
} as const;

export default function SkipLink() {
  return (
    <Box sx={{ position: 'relative', overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, pt: 7, color: 'text.primary' }}>
      <Box component="a" href="#skip-links" sx={hiddenUntilFocused}>
        Skip to the results
      </Box>
      Press Tab from the text above this demo: the link appears when it gets focus.
    </Box>
  );
}
