import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Link from '@mui/joy/Link';

export default function SheetComponent() {
  return (
    <Sheet
      component="aside"
      aria-labelledby="sheet-related-title"
      variant="soft"
      color="neutral"
      sx={{ p: 2, borderRadius: 'sm', maxWidth: 320, borderInlineStart: '4px solid', borderColor: 'primary.500' }}
    >
      <Typography id="sheet-related-title" level="title-sm">
        Related reading
      </Typography>
      <Link href="#changing-the-element" level="body-sm">
        How we measure delivery times
      </Link>
    </Sheet>
  );
}
