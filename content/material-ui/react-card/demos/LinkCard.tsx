import Link from 'next/link';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const related = [
  {
    href: '/material-ui/react-paper/',
    title: 'Paper',
    text: 'The surface that Card is built on.',
  },
  {
    href: '/material-ui/react-list/',
    title: 'List',
    text: 'A compact alternative for many small items.',
  },
];

export default function LinkCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {related.map((page) => (
        <Card key={page.href} variant="outlined" sx={{ maxWidth: 280 }}>
          {/* The router's link renders the <a>, so navigation stays client-side. */}
          <CardActionArea component={Link} href={page.href}>
            <CardContent>
              <Typography variant="h6" component="div">
                {page.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {page.text}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
