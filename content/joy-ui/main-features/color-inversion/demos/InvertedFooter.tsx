import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InvertedFooter() {
  return (
    <Sheet variant="solid" color="neutral" invertedColors sx={{ p: 2.5, borderRadius: 'md' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography level="title-sm">Product</Typography>
          <Link href="#a-page-footer" level="body-sm">
            Pricing
          </Link>
          <Link href="#a-page-footer" level="body-sm">
            Changelog
          </Link>
        </Box>
        <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ display: 'grid', gap: 1, maxWidth: 300 }}>
          <Typography level="title-sm" id="newsletter-label">
            Monthly newsletter
          </Typography>
          <Input
            placeholder="you@example.com"
            type="email"
            slotProps={{ input: { 'aria-labelledby': 'newsletter-label' } }}
            endDecorator={<Button type="submit">Subscribe</Button>}
          />
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography level="body-xs" textColor="text.primary">
        © 2024 Example Ltd.
      </Typography>
    </Sheet>
  );
}
