import Stack from '@mui/joy/Stack';
import Link from '@mui/joy/Link';

const links = ['Pricing', 'Blog', 'Careers', 'Contact'];

export default function StackComponent() {
  return (
    <nav aria-label="Footer">
      <Stack component="ul" direction="row" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link}>
            <Link href="#changing-the-element" color="neutral">
              {link}
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
