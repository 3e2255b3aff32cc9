import Link from '@mui/joy/Link';
import Box from '@mui/joy/Box';

const underlines = ['none', 'hover', 'always'] as const;

export default function LinkUnderline() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {underlines.map((underline) => (
        <Link key={underline} href="#underline" underline={underline}>
          underline=&quot;{underline}&quot;
        </Link>
      ))}
    </Box>
  );
}
