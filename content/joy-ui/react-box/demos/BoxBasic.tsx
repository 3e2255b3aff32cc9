import Box from '@mui/joy/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        p: 2,
        maxWidth: 320,
        borderRadius: 'md',
        boxShadow: 'sm',
        bgcolor: 'background.surface',
        border: '1px solid',
        borderColor: 'divider',
        color: 'text.secondary',
        typography: 'body-sm',
      }}
    >
      A Box reads Joy&apos;s tokens: radius, shadow, palette and typography levels.
    </Box>
  );
}
