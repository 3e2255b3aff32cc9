import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const heights = [120, 80, 150, 90, 110, 160, 70, 130, 100, 140, 85, 115];

export default function BasicMasonry() {
  return (
    <Box sx={{ width: '100%', minHeight: 420 }}>
      <Masonry columns={4} spacing={2}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{
              height,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              typography: 'h6',
              color: 'text.secondary',
            }}
          >
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
