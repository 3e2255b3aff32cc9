import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function SemanticTypography() {
  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: 3, maxWidth: 520 }}>
      <Typography variant="overline" component="p" color="primary">
        Customer story
      </Typography>
      <Typography variant="h5" component="blockquote" sx={{ m: 0, mb: 2 }}>
        “We moved our whole booking flow over in two weeks, and support tickets about
        it dropped by half.”
      </Typography>
      <Typography variant="body2" component="figcaption">
        Priya Raman, head of product at Harbour Stays,{' '}
        <Typography variant="inherit" component="time" dateTime="2024-03-18">
          March 2024
        </Typography>
      </Typography>
    </Paper>
  );
}
