import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function OverlayCard() {
  return (
    <Card sx={{ maxWidth: 340, position: 'relative' }}>
      <CardMedia
        component="img"
        height="220"
        image="/static/images/demos/card-city.svg"
        alt="Rooftops of the old town at dusk"
      />
      {/* A dark gradient under the text keeps it readable on any part of the image. */}
      <Box
        sx={{
          position: 'absolute',
          inset: 'auto 0 0 0',
          p: 2,
          color: 'common.white',
          background: 'linear-gradient(to top, rgba(0,0,0,0.85), rgba(0,0,0,0))',
        }}
      >
        <Typography variant="h6" component="div">
          The old town after dark
        </Typography>
        <Typography variant="body2">A two-hour walk, starting at the clock tower.</Typography>
      </Box>
    </Card>
  );
}
