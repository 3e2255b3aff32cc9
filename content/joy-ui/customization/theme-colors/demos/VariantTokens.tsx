import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const tokens = ['plainColor', 'outlinedBorder', 'softBg', 'softColor', 'solidBg', 'solidHoverBg'] as const;

export default function VariantTokens() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}>
      {tokens.map((token) => (
        <Sheet key={token} variant="outlined" sx={{ p: 1, borderRadius: 'sm', display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box
            sx={{
              width: 24,
              height: 24,
              flexShrink: 0,
              borderRadius: 'xs',
              bgcolor: `primary.${token}`,
              border: '1px solid',
              borderColor: 'divider',
            }}
          />
          <Typography level="body-xs">primary.{token}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
