import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const heights = [90, 140, 70, 120, 100, 60, 130, 80];

export default function SsrMasonry() {
  return (
    <Box sx={{ width: '100%' }}>
      <Masonry
        columns={4}
        spacing={1}
        defaultColumns={4}
        defaultSpacing={1}
        defaultHeight={300}
      >
        {heights.map((height, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{ height, p: 1, typography: 'body2', color: 'text.secondary' }}
          >
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
