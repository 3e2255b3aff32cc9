import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Box from '@mui/joy/Box';

export default function SheetInvertedColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {(['solid', 'soft'] as const).map((variant) => (
        <Sheet
          key={variant}
          variant={variant}
          color="primary"
          invertedColors
          sx={{ p: 2, borderRadius: 'md', width: 300, maxWidth: '100%', display: 'grid', gap: 1 }}
        >
          <Typography level="title-md">Monthly newsletter ({variant})</Typography>
          <Typography level="body-sm" textColor="inherit">One e-mail on the first Monday, no more.</Typography>
          <Input placeholder="you@example.com" slotProps={{ input: { 'aria-label': `E-mail address (${variant})` } }} />
          <Button>Subscribe</Button>
        </Sheet>
      ))}
    </Box>
  );
}
