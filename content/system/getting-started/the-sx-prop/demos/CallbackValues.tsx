import Box from '@mui/system/Box';

export default function CallbackValues() {
  return (
    <Box
      sx={{
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        // A function receives the theme and returns the value of this one property.
        padding: (theme) => theme.spacing(1.5, 3),
        borderRadius: (theme) => `${Number(theme.shape.borderRadius) * 3}px`,
        width: (theme) => ({ xs: '100%', sm: theme.breakpoints.values.sm / 2 }),
      }}
    >
      Padding, radius and width are computed from the theme.
    </Box>
  );
}
