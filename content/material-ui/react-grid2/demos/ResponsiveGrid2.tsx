import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const albums = [
  { title: 'Northern Lights', artist: 'The Quiet Hours' },
  { title: 'Paper Boats', artist: 'Mira Solane' },
  { title: 'Night Market', artist: 'Lowland Club' },
  { title: 'Second Spring', artist: 'Ana Ferreira' },
  { title: 'Tidal', artist: 'Harbour Lights' },
  { title: 'Field Notes', artist: 'June Okafor' },
];

export default function ResponsiveGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={{ xs: 1, md: 2 }} columns={{ xs: 4, sm: 8, md: 12 }}>
        {albums.map((album) => (
          <Grid key={album.title} xs={2} sm={4} md={4}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Box
                sx={{
                  aspectRatio: '1',
                  borderRadius: 1,
                  mb: 1,
                  background: 'linear-gradient(135deg, #ce93d8, #5c6bc0)',
                }}
              />
              <Typography component="p" variant="subtitle2" noWrap>
                {album.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {album.artist}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
