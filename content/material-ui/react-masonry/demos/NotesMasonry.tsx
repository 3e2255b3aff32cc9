import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';

const notes = [
  { title: 'Groceries', body: 'Oat milk, lemons, basil, rye bread.' },
  {
    title: 'Trip to Porto',
    body: 'Book the train for Friday morning. Ask Inês about the restaurant near the river and check whether the museum is open on Mondays.',
  },
  { title: 'Call the plumber', body: 'Kitchen tap, before Thursday.' },
  {
    title: 'Book club',
    body: 'Next read: a short novel under 250 pages. Vote closes Sunday. Bring snacks.',
  },
  {
    title: 'Ideas for the talk',
    body: 'Start with the outage story. Show the before and after graphs. End with three lessons and a slide of links. Keep it under 20 minutes.',
  },
  { title: 'Gift for Sam', body: 'Climbing chalk bag, size M.' },
  {
    title: 'Garden',
    body: 'Repot the fig tree in April. Tomatoes need a sunnier spot this year.',
  },
];

export default function NotesMasonry() {
  return (
    <Box sx={{ width: '100%', minHeight: 380 }}>
      <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={{ xs: 1, sm: 2, md: 3 }}>
        {notes.map((note) => (
          <Card key={note.title} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="p" fontWeight="medium">
                {note.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {note.body}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Masonry>
    </Box>
  );
}
