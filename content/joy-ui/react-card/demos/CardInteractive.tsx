import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import Link from '@mui/joy/Link';
import Chip from '@mui/joy/Chip';
import Box from '@mui/joy/Box';

const articles = [
  { title: 'Planning a three-day city break', tag: 'Travel', minutes: 6 },
  { title: 'Packing light for a rainy week', tag: 'Tips', minutes: 4 },
];

export default function CardInteractive() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {articles.map((article) => (
        <Card
          key={article.title}
          variant="outlined"
          sx={{
            width: 260,
            maxWidth: '100%',
            transition: 'border-color 0.2s, box-shadow 0.2s',
            '&:hover': { boxShadow: 'md', borderColor: 'primary.outlinedHoverBorder' },
          }}
        >
          <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start', pointerEvents: 'none' }}>
            {article.tag}
          </Chip>
          <CardContent>
            <Typography level="title-md">
              <Link href="#interactive-cards" overlay underline="none" textColor="inherit">
                {article.title}
              </Link>
            </Typography>
            <Typography level="body-sm">{article.minutes} min read</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
