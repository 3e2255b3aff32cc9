import Box from '@mui/system/Box';

export default function PseudoElements() {
  return (
    <Box
      component="h3"
      sx={{
        m: 0,
        color: 'text.primary',
        typography: 'h6',
        position: 'relative',
        pb: 1,
        '&::after': {
          content: '""',
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: 48,
          height: 4,
          borderRadius: 2,
          bgcolor: 'primary.main',
        },
        '@media (prefers-reduced-motion: no-preference)': {
          '&:hover::after': { width: 96, transition: 'width 200ms' },
        },
      }}
    >
      Release notes
    </Box>
  );
}
