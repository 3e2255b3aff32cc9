import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const features = [
  {
    title: 'Shared inbox',
    text: 'Answer customer email as a team, without forwarding threads.',
  },
  { title: 'Saved replies', text: 'Keep answers to common questions one click away.' },
  { title: 'Reports', text: 'See response times and busy hours at a glance.' },
];

export default function FullBleedSections() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="section"
        sx={{ bgcolor: 'primary.dark', color: 'common.white', py: 4 }}
      >
        <Container maxWidth="md">
          <Typography component="p" variant="h5" sx={{ fontWeight: 'bold' }}>
            Support that scales with you
          </Typography>
          <Typography sx={{ mt: 1, mb: 2, opacity: 0.9 }}>
            The background spans the whole width; the text lines up with the content
            below.
          </Typography>
          <Button
            variant="contained"
            disableElevation
            sx={{
              bgcolor: 'common.white',
              color: 'primary.dark',
              '&:hover': { bgcolor: 'grey.100' },
            }}
          >
            Start a free trial
          </Button>
        </Container>
      </Box>
      <Container component="section" maxWidth="md" sx={{ py: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {features.map((feature) => (
            <div key={feature.title}>
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 'medium' }}>
                {feature.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {feature.text}
              </Typography>
            </div>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
